import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterEach } from 'vitest';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary project root with a copy of the real `content/` folder (or parts of it), removed
 * after each test: tests edit one file there and load the whole folder, as the build does.
 */
export function tempProject(parts: string[] = ['']): {
  root: string;
  file: (rel: string) => string;
  read: (rel: string) => unknown;
  write: (rel: string, data: unknown) => void;
  writeText: (rel: string, text: string) => void;
  edit: <T>(rel: string, change: (data: T) => void) => void;
} {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  made.push(root);
  for (const part of parts) {
    cpSync(path.join('content', part), path.join(root, 'content', part), { recursive: true });
  }
  const file = (rel: string) => path.join(root, rel);
  const read = (rel: string): unknown => {
    const text = readFileSync(file(rel), 'utf8');
    return rel.endsWith('.json') ? JSON.parse(text) : parse(text);
  };
  const writeText = (rel: string, text: string) => {
    mkdirSync(path.dirname(file(rel)), { recursive: true });
    writeFileSync(file(rel), text);
  };
  const write = (rel: string, data: unknown) =>
    writeText(rel, rel.endsWith('.json') ? JSON.stringify(data, null, 2) : stringify(data));
  const edit = <T>(rel: string, change: (data: T) => void) => {
    const data = read(rel) as T;
    change(data);
    write(rel, data);
  };
  return { root, file, read, write, writeText, edit };
}
