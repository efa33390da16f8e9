import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { testLaunchOptions } from './chromium';

/** A free loopback port, chosen once per test run (E2E_PORT overrides). */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
export const e2ePort = Number(process.env.E2E_PORT);

/** The leads database of the test server (a fresh folder per run; E2E_LEADS_DB overrides). */
if (!process.env.E2E_LEADS_DB) {
  process.env.E2E_LEADS_DB = join(mkdtempSync(join(tmpdir(), 'e2e-leads-')), 'leads.db');
}
export const e2eLeadsDb = process.env.E2E_LEADS_DB;
