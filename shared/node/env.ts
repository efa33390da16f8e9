import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Reads `.env` from the working folder into `process.env` when the file exists (the
 * build and the server both read it). Variables already set in the environment win, so a value
 * given on the command line overrides the file. Uses Node's own parser (`process.loadEnvFile`).
 */
export function loadEnvFile(path = resolve('.env')): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}
