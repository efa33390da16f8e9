import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../shared/config';
import { groups, variableDocs } from '../../shared/config-docs';
import {
  REFERENCE_PATH,
  formattedReference,
  schemaDefault,
} from '../../tools/lib/config-reference';

const schemaNames = Object.keys(envSchema.shape).sort();

/** Variable names a `.env`-style text sets or shows commented out (`NAME=` or `# NAME=`). */
function envFileNames(text: string): string[] {
  return [...new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!))].sort();
}

describe('the configuration reference', () => {
  it('describes every variable of the schema, and nothing else', () => {
    expect(Object.keys(variableDocs).sort()).toEqual(schemaNames);
    for (const doc of Object.values(variableDocs)) expect(groups).toContain(doc.group);
  });

  it('is what `npm run docs:config` writes (run it after changing the schema)', async () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8')).toBe(await formattedReference());
  });

  it('writes a default as it is typed only when it reads back as the schema default', () => {
    for (const [name, doc] of Object.entries(variableDocs)) {
      const value = schemaDefault(name);
      const written = doc.default?.match(/^`?([^` ]+)`?$/)?.[1];
      if (doc.default === undefined || value === undefined || value === '' || value === null)
        continue;
      const shape = envSchema.shape as Record<string, { parse: (v: string) => unknown }>;
      expect(written, name).toBeDefined();
      expect(shape[name]!.parse(written!), name).toEqual(value);
    }
  });

  it('.env.example lists exactly the variables of the schema', () => {
    expect(envFileNames(readFileSync('.env.example', 'utf8'))).toEqual(schemaNames);
  });
});
