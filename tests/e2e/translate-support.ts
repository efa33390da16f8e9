import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { distDir } from '../../shared/config';
import { waitForServer } from '../../tools/lib/wait-for-server';

/**
 * A second instance of the production server (same build as Playwright's), with its own
 * environment: a translation provider, a rate limit. Started like playwright.config.ts does
 * (`node <DIST_DIR or dist>/server.mjs`). TRANSLATE_E2E_SERVER may name another server entry.
 */
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const entry = process.env.TRANSLATE_E2E_SERVER ?? `${distDir()}/server.mjs`;
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: process.cwd(),
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/api/translate/status`, { child, output: () => output }).catch(
    (error: unknown) => {
      child.kill('SIGTERM');
      throw error;
    },
  );
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
