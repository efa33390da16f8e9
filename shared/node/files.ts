/**
 * Reading content files from disk for the pure loaders. Runs in Astro's content
 * loaders at build time and in scripts run by tsx; never in the browser or the running server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../content/errors';
import { parseDataText } from '../content/files';

/** The path shown in error messages: relative to the project root, with `/`. */
export function fileLabel(file: string, root = process.cwd()): string {
  return (path.relative(root, file) || file).split(path.sep).join('/');
}

/** Reads and parses one data file; a missing file is a content error naming it. */
export function readDataFile(file: string, root = process.cwd()): unknown {
  const label = fileLabel(file, root);
  if (!existsSync(file)) throw new ContentError([`${label}: (file): file is missing`]);
  return parseDataText(readFileSync(file, 'utf8'), label);
}
