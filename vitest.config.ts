/// <reference types="vitest/config" />
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { getViteConfig } from 'astro/config';

/** Servers started by unit tests store leads in a throw-away database, never in data/. */
const leadsDb = join(mkdtempSync(join(tmpdir(), 'unit-leads-')), 'leads.db');

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Every core: Vitest leaves one free by default, which on a two-core machine ran the suite
    // one file at a time (190 s; 86 s on both).
    maxWorkers: availableParallelism(),
    // A guard against a hung test, not a speed check: tests that start a server or a command
    // took 12 s of Vitest's default 5 s with both cores busy, and 30 s at a load of 30.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { LEADS_DB: process.env.LEADS_DB ?? leadsDb },
  },
});
