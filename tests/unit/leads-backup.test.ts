import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../server/leads/store';
import { backupLeads } from '../../tools/lib/leads/backup';
import { sampleLead, tempDb } from './leads-support';

const stores: LeadStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

/** A database with one lead, held open as the running server holds it (WAL not checkpointed). */
function liveDatabase(): { path: string; store: LeadStore } {
  const path = tempDb();
  const store = LeadStore.open(path);
  stores.push(store);
  store.insertLead(sampleLead, {
    id: '00000000-0000-4000-8000-000000000001',
    idempotencyKey: 'backup-test',
    fingerprint: 'f'.repeat(64),
    now: new Date('2026-01-10T12:00:00Z'),
    channels: { webhook: 'pending', email: 'not_configured' },
  });
  return { path, store };
}

describe(
  'backup and restore of the lead database (docs/operate/backup.md)',
  { timeout: 60_000 },
  () => {
    it('npm run leads:backup copies a database the server holds open; the copy restores', () => {
      const { path } = liveDatabase();
      expect(existsSync(`${path}-wal`)).toBe(true);
      const target = join(mkdtempSync(join(tmpdir(), 'leads-backup-')), 'leads-backup.db');
      const run = spawnSync('npm', ['run', '--silent', 'leads:backup', '--', target], {
        env: { ...process.env, LEADS_DB: path },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Backed up ${path} to ${target}`);
      expect(statSync(target).mode & 0o777).toBe(0o600);

      // The restore of the guide: the server stopped, the copy in place, no old log beside it.
      const restored = join(mkdtempSync(join(tmpdir(), 'leads-restore-')), 'leads.db');
      copyFileSync(target, restored);
      rmSync(`${restored}-wal`, { force: true });
      rmSync(`${restored}-shm`, { force: true });
      const store = LeadStore.open(restored);
      stores.push(store);
      expect(store.listLeads().map((lead) => lead.email)).toEqual([sampleLead.email]);
      expect(store.integrityCheck()).toBe('ok');
    });

    it('refuses to overwrite an existing file, and a missing database', () => {
      const { path } = liveDatabase();
      const target = join(mkdtempSync(join(tmpdir(), 'leads-backup-')), 'leads.db');
      backupLeads(path, target);
      expect(() => backupLeads(path, target)).toThrow(/exists: choose a new file name/);
      expect(() => backupLeads(join(tmpdir(), 'no-such-dir', 'leads.db'), `${target}.2`)).toThrow(
        /no lead database here/,
      );
    });
  },
);
