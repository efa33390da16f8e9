/**
 * The running server's state file: the server
 * writes `<dist>/server-state.json` when it starts and after every SIGHUP, and removes it when it
 * stops; `npm run deploy:reload` reads it to find the server, signal it and learn whether it took
 * the new release. `SERVER_STATE_FILE` moves it (an empty value: none, as the build's smoke test
 * runs its server).
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readReleaseConfig } from '../../shared/config';

export interface ServerState {
  pid: number;
  /**
   * When the process started, in clock ticks since boot (`/proc/<pid>/stat`, Linux; null
   * elsewhere): a pid reused by another process after a crash is not taken for the server.
   */
  processStart: string | null;
  /** The build folder it serves from (`<dist>`, real path). */
  dist: string;
  /** The release id it serves (`releases/<id>`). */
  release: string;
  startedAt: string;
  /** SIGHUPs handled so far: a reload is answered when this grows. */
  reloads: number;
  /** The release it serves since the last SIGHUP has other server code: a restart runs it. */
  serverCodeChanged?: boolean;
  /** The last SIGHUP's outcome: the release it tried and, when it was refused, why. */
  lastReload: { release: string; at: string; error?: string } | null;
}

type Env = Record<string, string | undefined>;

/** Where the server of `dist` keeps its state; null when `SERVER_STATE_FILE` is set empty. */
export function serverStateFile(dist: string, env: Env = process.env): string | null {
  const configured = readReleaseConfig(env).serverStateFile;
  return configured === undefined ? join(dist, 'server-state.json') : configured;
}

/** Start time of process `pid` in clock ticks since boot (Linux), or null when unknown. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Writes the state atomically (a reader never sees half a file). */
export function writeServerState(file: string, state: ServerState): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temp, file);
}

/** Removes the state file if it is still this process's (a newer server may have replaced it). */
export function removeServerState(file: string, pid = process.pid): void {
  if (readServerState(file)?.pid === pid) rmSync(file, { force: true });
}

export function readServerState(file: string): ServerState | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerState;
  } catch {
    return null;
  }
}

/**
 * The server that serves `dist` according to its state file, or why there is none: no file, a
 * file of another folder (a copied `dist`), a process that is gone, or a pid now used by another
 * process.
 */
export function runningServer(
  file: string,
  dist: string,
): { state: ServerState } | { missing: string } {
  const state = readServerState(file);
  if (!state) return { missing: `${file} does not exist or is unreadable` };
  if (state.dist !== dist)
    return { missing: `${file} belongs to a server of ${state.dist}, not ${dist}` };
  try {
    process.kill(state.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM')
      return { missing: `process ${state.pid} of ${file} is not running` };
  }
  const start = processStart(state.pid);
  if (state.processStart && start && start !== state.processStart)
    return { missing: `process ${state.pid} of ${file} is not running (its pid was reused)` };
  return { state };
}

/** The release id of a release folder (`.../releases/<id>`). */
export const releaseIdOf = (releaseDir: string): string => basename(releaseDir);
