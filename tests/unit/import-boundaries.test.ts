import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The wings' import rule (issue 22 §1), enforced by ESLint's no-restricted-imports in
 * `npm run lint`: each deliberate wrong import below is an error, each right one passes.
 */
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the three wings keep apart (npm run lint)', { timeout: 60_000 }, () => {
  it.each([
    ['src/components/booking/x.ts', "import { LeadStore } from '@/lib/leads/store';"],
    ['src/components/booking/x.ts', "import { handleLeadSubmission } from '@/lib/leads/submit';"],
    ['src/pages/x.ts', "import { buildApp } from '../../server/app';"],
    ['src/pages/x.ts', "import { writeIcons } from '@/lib/release/icons';"],
    ['src/layouts/x.ts', "import nodemailer from 'nodemailer';"],
    ['src/pages/x.ts', "import { DatabaseSync } from 'node:sqlite';"],
    ['src/components/ui/x.client.ts', "import { readFileSync } from 'node:fs';"],
    ['server/x.ts', "import Header from '../src/components/layout/site-header';"],
    ['src/lib/leads/x.ts', "import { useState } from 'react';"],
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
    ['src/components/booking/x.ts', "import { requestErrorCodes } from '@/lib/leads/schema';"],
    ['src/pages/x.ts', "import { readFileSync } from 'node:fs';"],
    ['server/x.ts', "import { localizePath } from '../src/i18n/paths';"],
    ['scripts/x.ts', "import { LeadStore } from '../src/lib/leads/store';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(
      await restricted(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`),
    ).toEqual([]);
  });
});
