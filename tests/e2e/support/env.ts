import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../../tools/lib/free-port.cjs';

export { testLaunchOptions } from '../../../tools/lib/browser';

/** The server's port, chosen once per test run (E2E_PORT overrides). */
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
export const e2ePort = Number(process.env.E2E_PORT);

/** The leads database of the test server (a fresh folder per run; E2E_LEADS_DB overrides). */
if (!process.env.E2E_LEADS_DB) {
  process.env.E2E_LEADS_DB = join(mkdtempSync(join(tmpdir(), 'e2e-leads-')), 'leads.db');
}
export const e2eLeadsDb = process.env.E2E_LEADS_DB;
