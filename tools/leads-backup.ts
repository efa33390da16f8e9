/**
 * `npm run leads:backup -- <file>`: a consistent copy of the lead database (`LEADS_DB`, `.env`
 * read like the server does) while the server runs. Restoring is copying the file back with the
 * server stopped: docs/operate/backup.md. Exit codes: 0 written, 1 failed, 2 no file named.
 */
import { loadEnvFile } from '../shared/node/env';
import { leadsDbPath } from '../shared/config';
import { backupLeads } from './lib/leads/backup';

loadEnvFile();
const target = process.argv[2];
if (!target) {
  console.error(
    'Usage: npm run leads:backup -- <file>   (for example backups/leads-2026-12-01.db)',
  );
  process.exit(2);
}
try {
  backupLeads(leadsDbPath(), target);
  console.log(`Backed up ${leadsDbPath()} to ${target}`);
} catch (error) {
  console.error(`leads:backup: ${(error as Error).message}`);
  process.exit(1);
}
