import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, relative, with `/`. */
export function listFiles(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = base ? `${base}/${e.name}` : e.name;
    return e.isDirectory() ? listFiles(dir, rel) : e.isFile() ? [rel] : [];
  });
}
