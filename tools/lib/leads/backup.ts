import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * A consistent copy of the lead database while the server keeps writing to it: SQLite's
 * `VACUUM INTO` reads one snapshot (committed transactions only, the write-ahead log included) and
 * writes it as a single self-contained file, readable by its owner only. Refuses to overwrite.
 * @see https://www.sqlite.org/lang_vacuum.html#vacuuminto
 * @example backupLeads('data/leads.db', '/var/backups/site/leads-2026-12-01.db')
 */
export function backupLeads(dbPath: string, target: string): void {
  if (!existsSync(dbPath)) throw new Error(`${dbPath}: no lead database here (LEADS_DB)`);
  if (existsSync(target)) throw new Error(`${target} exists: choose a new file name`);
  mkdirSync(dirname(resolve(target)), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    db.prepare('VACUUM INTO ?').run(resolve(target));
  } finally {
    db.close();
  }
  chmodSync(target, 0o600);
  const copy = new DatabaseSync(target, { readOnly: true });
  try {
    const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (check.integrity_check !== 'ok') throw new Error(`${target}: ${check.integrity_check}`);
  } finally {
    copy.close();
  }
}
