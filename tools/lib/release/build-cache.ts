import { readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's caches in `node_modules/.cache` (share cards, compressed copies) keep a file per
 * drawing or per file version, so they grow with every change. Each file a build uses is stamped
 * (its modification time set to now), and at the end of a build the files no build has used for
 * this many days are deleted: what the current site uses always stays.
 */
export const CACHE_MAX_AGE_DAYS = 30;

/**
 * Stores a file for the next build. Written beside it and renamed into place, so a build running
 * at the same time (the tests build two sites at once) never reads half a file; a cache that
 * cannot be written (a full disk, a read-only folder) costs only time.
 */
export function writeCacheFile(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}

/** Stamps a cache file as used now; a cache that cannot be written costs only the pruning. */
export function markUsed(file: string, now = new Date()): void {
  try {
    utimesSync(file, now, now);
  } catch {
    // Read-only or gone: the file is simply not kept longer.
  }
}

/** Deletes the files of `dir` last used more than `maxAgeDays` ago; returns how many. */
export function pruneCache(dir: string, maxAgeDays = CACHE_MAX_AGE_DAYS, now = Date.now()): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // no cache yet
  }
  const cutoff = now - maxAgeDays * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    try {
      const stat = statSync(file);
      if (!stat.isFile() || stat.mtimeMs >= cutoff) continue;
      rmSync(file);
      removed += 1;
    } catch {
      // Removed by a build beside this one, or not ours to remove: left as it is.
    }
  }
  return removed;
}
