import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getViteConfig } from 'astro/config';

/** Servers started by unit tests store leads in a throw-away database, never in data/. */
const leadsDb = join(mkdtempSync(join(tmpdir(), 'unit-leads-')), 'leads.db');

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/support/sqlite-keep-alive.ts'],
    env: { LEADS_DB: process.env.LEADS_DB ?? leadsDb },
  },
});
