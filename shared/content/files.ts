/**
 * Reading content files from disk for the pure loaders. Runs in Astro's content
 * loaders at build time and in scripts run by tsx; never in the browser or the running server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { ContentError } from './errors';

/** The path shown in error messages: relative to the project root, with `/`. */
export function fileLabel(file: string, root = process.cwd()): string {
  return (path.relative(root, file) || file).split(path.sep).join('/');
}

/**
 * Parses the text of a `.yaml`/`.yml` or `.json` file.
 * @throws ContentError `<file>: line 3, column 5: <syntax error>`
 */
export function parseDataText(text: string, label: string): unknown {
  if (/\.json$/i.test(label)) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ContentError([`${label}: (file): not valid JSON: ${(error as Error).message}`]);
    }
  }
  try {
    return parseYaml(text) as unknown;
  } catch (error) {
    if (error instanceof YAMLParseError && error.linePos) {
      const { line, col } = error.linePos[0];
      const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
      throw new ContentError([`${label}: line ${line}, column ${col}: not valid YAML: ${reason}`]);
    }
    throw new ContentError([`${label}: (file): not valid YAML: ${(error as Error).message}`]);
  }
}

/** Reads and parses one data file; a missing file is a content error naming it. */
export function readDataFile(file: string, root = process.cwd()): unknown {
  const label = fileLabel(file, root);
  if (!existsSync(file)) throw new ContentError([`${label}: (file): file is missing`]);
  return parseDataText(readFileSync(file, 'utf8'), label);
}

