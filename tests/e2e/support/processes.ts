import { spawn } from 'node:child_process';

/**
 * Child processes of the deploy specs (deploy, release-swap, vps): `start` a long-running one
 * (a server, nginx) and read its output so far; `run` one to its end and get its exit code and output.
 */
export function start(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  return { child, output: () => output };
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => done({ code, output }));
  });
}
