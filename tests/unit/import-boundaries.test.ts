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
    ['tools/x.ts', "import { LeadStore } from '../server/leads/store';"],
    ['tools/x.ts', "import { localizedRoute } from '../src/lib/route';"],
    ['tests/e2e/x.ts', "import { testLaunchOptions } from '../../tools/lib/browser';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(
      await restricted(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`),
    ).toEqual([]);
  });
});
