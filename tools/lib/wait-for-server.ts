import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForServerOptions {
  /** The server process this one started: its early exit fails the wait at once. */
  child: ChildProcess;
  /** What the server printed so far, quoted in the error. */
  output?: () => string;
  /** Guard against a start that hangs; never a measure of how fast the server starts. */
  timeoutMs?: number;
  /** Which answer counts as up (default: any 2xx). */
  ready?: (response: Response) => boolean;
}

/**
 * Waits until a server this process started answers `url`. The tools and the end-to-end helpers
 * that start a server of their own all wait with this (docs/decisions/own-server-wait.md: unlike
 * wait-on it watches the process, so a server that exits early fails the wait with its output
 * instead of a timeout saying only that nothing answered).
 * @example await waitForServer(`${base}/services`, { child, output: () => log })
 */
export async function waitForServer(url: string, options: WaitForServerOptions): Promise<void> {
  const { child, output = () => '', timeoutMs = 60_000, ready = (r) => r.ok } = options;
  const printed = () => (output() ? `:\n${output()}` : '');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before ${url} answered${printed()}`);
    }
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (ready(response)) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s${printed()}`);
    }
    await sleep(200);
  }
}
