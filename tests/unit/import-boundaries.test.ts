import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The wings' import rule, enforced by ESLint's no-restricted-imports in
 * `npm run lint`: each deliberate wrong import below is an error, each right one passes.
 */
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the three wings keep apart (npm run lint)', { timeout: 60_000 }, () => {
  it.each([
    // The site: never the service, the tools or a Node-only package; browser code no Node module.
    ['src/components/booking/x.ts', "import { LeadStore } from '../../../server/leads/store';"],
    ['src/pages/x.ts', "import { buildApp } from '../../server/app';"],
    ['src/lib/x.ts', "import { writeIcons } from '../../tools/lib/release/icons';"],
    ['src/layouts/x.ts', "import nodemailer from 'nodemailer';"],
    ['src/pages/x.ts', "import { DatabaseSync } from 'node:sqlite';"],
    ['src/components/ui/x.client.ts', "import { readFileSync } from 'node:fs';"],
    // The service: only shared/ and its own modules.
    ['server/x.ts', "import Header from '../src/components/layout/site-header';"],
    ['server/leads/x.ts', "import { localizedRoute } from '@/lib/route';"],
    ['server/x.ts', "import { checkCatalogs } from '../tools/lib/translate/catalog-check';"],
    ['server/leads/x.ts', "import { useState } from 'react';"],
    // Shared modules: no wing at all.
    ['shared/x.ts', "import { catalogs } from '../src/i18n/catalog';"],
    ['shared/leads/x.ts', "import { LeadStore } from '../../server/leads/store';"],
    ['shared/x.ts', "import { precompress } from '../tools/lib/release/write';"],
    ['shared/x.ts', "import nodemailer from 'nodemailer';"],
    // The shared core: browser-safe, no Node module, not its own Node part.
    ['shared/x.ts', "import { readFileSync } from 'node:fs';"],
    ['shared/leads/x.ts', "import { getSite } from '../node/site';"],
    // The running service reads no content file (the build writes what it needs).
    ['server/leads/x.ts', "import { getSite } from '../../shared/node/site';"],
    ['server/x.ts', "import { readDataFile } from '../shared/node/files';"],
    // The tools: never the tests.
    ['tools/x.ts', "import { e2ePort } from '../tests/e2e/support/env';"],
    ['tools/lib/x.ts', "import { sampleLead } from '../../tests/unit/leads-support';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(
      await restricted(
        file,
        `${code}\nexport const used = [${code
          .match(/\{ (\w+) \}|import (\w+)/)!
          .slice(1)
          .find(Boolean)}];\n`,
      ),
    ).toHaveLength(1);
  });

  it.each([
    [
      'src/components/booking/x.ts',
      "import { requestErrorCodes } from '../../../shared/leads/schema';",
    ],
    ['src/pages/x.ts', "import { readFileSync } from 'node:fs';"],
    ['server/x.ts', "import { localizePath } from '../shared/i18n/paths';"],
    ['server/leads/x.ts', "import { en } from '../../src/i18n/messages/en/leads.json';"],
    ['shared/leads/x.ts', "import { locales } from '../i18n/locales';"],
    ['shared/node/x.ts', "import { readFileSync } from 'node:fs';"],
    ['shared/node/x.ts', "import { parseSite } from '../site';"],
    ['server/x.ts', "import { loadEnvFile } from '../shared/node/env';"],
    ['tools/x.ts', "import { LeadStore } from '../server/leads/store';"],
    ['tools/x.ts', "import { localizedRoute } from '../src/lib/route';"],
    ['tests/e2e/x.ts', "import { testLaunchOptions } from '../../tools/lib/browser';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(
      await restricted(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`),
    ).toEqual([]);
  });
});

/** The chain rules of `npm run deps` (.dependency-cruiser.cjs), run on a small project. */
const depConfig = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

async function violations(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'wings-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = await cruise(
    ['src', 'shared', 'server'].filter((dir) => Object.keys(files).some((f) => f.startsWith(dir))),
    {
      validate: true,
      ruleSet: { forbidden: depConfig.forbidden },
      baseDir: root,
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: false,
    },
    { extensions: ['.ts', '.tsx', '.js'] },
  );
  const output = result.output as Exclude<typeof result.output, string>;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the rules follow import chains (npm run deps)', { timeout: 60_000 }, () => {
  it('a client script reaching node:path through a shared module is refused', async () => {
    expect(
      await violations({
        'src/components/x/menu.client.ts': "import { label } from '../../lib/label';\nlabel();\n",
        'src/lib/label.ts':
          "import { brand } from '../../shared/brand';\nexport const label = () => brand();\n",
        'shared/brand.ts': "import path from 'node:path';\nexport const brand = () => path.sep;\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        'browser-code-reaches-node: src/components/x/menu.client.ts -> path',
        'shared-core-reaches-node: shared/brand.ts -> path',
      ]),
    );
  });

  it('the shared core reaching shared/node/ through another module is refused', async () => {
    expect(
      await violations({
        'shared/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'shared/b.ts': "import { read } from './node/read';\nexport const b = read;\n",
        'shared/node/read.ts': 'export const read = 1;\n',
      }),
    ).toEqual(
      expect.arrayContaining([
        'shared-core-reaches-node: shared/a.ts -> shared/node/read.ts',
        'shared-core-reaches-node: shared/b.ts -> shared/node/read.ts',
      ]),
    );
  });

  it('the server reaching a content reader through another module is refused', async () => {
    expect(
      await violations({
        'server/api.ts': "import { brand } from './brand';\nexport const api = brand;\n",
        'server/brand.ts':
          "import { getSite } from '../shared/node/site';\nexport const brand = getSite;\n",
        'shared/node/site.ts': 'export const getSite = () => 1;\n',
      }),
    ).toContain('server-reaches-content: server/api.ts -> shared/node/site.ts');
  });

  it('a chain that stays browser-safe passes', async () => {
    expect(
      await violations({
        'src/components/x/menu.client.ts': "import { label } from '../../lib/label';\nlabel();\n",
        'src/lib/label.ts':
          "import { brand } from '../../shared/brand';\nexport const label = () => brand;\n",
        'shared/brand.ts': "export const brand = 'Flowcraft';\n",
        'shared/node/read.ts':
          "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      }),
    ).toEqual([]);
  });

  it('the browser code list names every component hydrated with a client: directive', () => {
    const astroFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? astroFiles(join(dir, e.name))
          : e.name.endsWith('.astro')
            ? [join(dir, e.name)]
            : [],
      );
    const hydrated = astroFiles('src').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/<(\w+)[^>]*\sclient:\w+/g)].map((m) => {
        const from = new RegExp(
          `import\\s+(?:\\{[^}]*\\b${m[1]}\\b[^}]*\\}|${m[1]})\\s+from\\s+'([^']+)'`,
        ).exec(text);
        return from![1]!.replace(/^@\//, 'src/').replace(/^\.\.?\//, `${dirname(file)}/`);
      });
    });
    expect(hydrated.length).toBeGreaterThan(0);
    const patterns = (depConfig.forbidden![0]!.from as { path: string[] }).path;
    for (const file of hydrated)
      expect(patterns.some((p) => new RegExp(p).test(`${file.replace(/\.tsx?$/, '')}.tsx`))).toBe(
        true,
      );
  });
});
