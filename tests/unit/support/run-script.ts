import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs one of the owner's scripts (`tools/<name>`) with tsx in another folder, without a
 * translation provider unless `env` sets one. Asynchronous, so a fake provider in the test's own
 * process can answer it. Returns the exit code and stdout + stderr.
 */
export async function runScript(
  script: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      [join(process.cwd(), 'tools', script), ...args],
      {
        cwd,
        env: { ...process.env, LIBRETRANSLATE_URL: '', DEEPL_API_KEY: '', ...env },
        encoding: 'utf8',
      },
    );
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}
