/**
 * Where each lead came from, checked on the server (hostile values never reach the
 * e-mail or the webhook), stored (migration 3), delivered, and counted by `leads stats`.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanHost,
  cleanPath,
  cleanUtm,
  emptyAttribution,
  parseAttribution,
} from '../../shared/leads/attribution';
import { leadNotice } from '../../server/leads/email';
import { leadsPlugin } from '../../server/leads/fastify-plugin';
import { createLeadsRuntime } from '../../server/leads/runtime';
import { parseLeadInput } from '../../shared/leads/schema';
import { formatLeadStats, isoWeek, leadStats } from '../../tools/lib/leads/stats';
import { LeadStore, pragmaValue, SCHEMA_VERSION } from '../../server/leads/store';
import { webhookBody } from '../../server/leads/webhook';
import { sampleLead, tempDb, testConfig } from './leads-support';

const campaign = {
  landingPage: '/de/blog/invoice-automation',
  sourcePage: '/de/talk-to-expert',
  referrer: 'www.linkedin.com',
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'spring launch',
  utm_content: 'carousel',
  utm_term: 'n8n agency',
};

describe('attribution values', () => {
  it.each([
    ['/de/services', '/de/services'],
    ['/de/faq?utm_source=x#top', '/de/faq'],
    ['https://evil.example/page', null],
    ['//evil.example/page', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/a<script>', null],
    [`/${'a'.repeat(300)}`, null],
    [42, null],
  ])('path %j -> %j', (value, expected) => expect(cleanPath(value)).toBe(expected));

  it.each([
    ['https://www.Google.com/search?q=ana%40example.com', 'www.google.com'],
    ['news.ycombinator.com', 'news.ycombinator.com'],
    ['localhost:4321', 'localhost:4321'],
    ['ana@example.com', null],
    ['evil.example\r\nBcc: x@y.z', null],
    ['<b>host</b>', null],
  ])('referrer %j -> host %j', (value, expected) => expect(cleanHost(value)).toBe(expected));

  it.each([
    ['  spring   launch ', 'spring launch'],
    ['x'.repeat(101), null],
    ['line\nbreak', 'line break'],
    ['bell\u0007', null],
    ['rtl\u202e', null],
    ['<img src=x>', null],
    ['"quoted"', null],
  ])('campaign value %j -> %j', (value, expected) => expect(cleanUtm(value)).toBe(expected));

  it('keeps what the form sends and drops implausible values, never refusing the lead', () => {
    const parsed = parseLeadInput(
      {
        ...sampleLead,
        consent: 'on',
        fillTimeMs: 9000,
        ...campaign,
        sourcePage: 'https://evil.example/',
        utm_term: 'a\u0000b',
      },
      { minFillMs: 3000 },
    );
    expect(parsed.kind).toBe('lead');
    if (parsed.kind !== 'lead') return;
    expect(parsed.lead.attribution).toEqual({
      landingPage: '/de/blog/invoice-automation',
      sourcePage: null,
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring launch',
      utmContent: 'carousel',
      utmTerm: null,
    });
  });

  it('without the fields (no JavaScript), reads the page and its campaign from the Referer', () => {
    expect(
      parseAttribution(
        {},
        'https://www.flowcraft.example/talk-to-expert?utm_source=newsletter&utm_medium=email&utm_campaign=nov',
      ),
    ).toEqual({
      ...emptyAttribution,
      landingPage: '/talk-to-expert',
      sourcePage: '/talk-to-expert',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
    });
    // No campaign on the page: the landing page is not known.
    expect(parseAttribution({}, 'https://www.flowcraft.example/de/talk-to-expert')).toEqual({
      ...emptyAttribution,
      sourcePage: '/de/talk-to-expert',
    });
    // The form's own fields win over the Referer.
    expect(parseAttribution({ sourcePage: '/fr/' }, 'https://x.example/?utm_source=a')).toEqual({
      ...emptyAttribution,
      sourcePage: '/fr/',
    });
  });
});

describe('stored, delivered and counted', () => {
  const apps: { close: () => Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  async function post(request: {
    payload: string | Record<string, unknown>;
    headers?: Record<string, string>;
  }) {
    const runtime = createLeadsRuntime(testConfig(), { log: () => {} });
    const app = Fastify();
    await app.register(leadsPlugin, {
      prefix: '/api/leads',
      runtime,
      siteUrls: ['https://www.flowcraft.example'],
      manageLifecycle: false,
    });
    apps.push({ close: async () => (await app.close(), runtime.close()) });
    const res = await app.inject({ method: 'POST', url: '/api/leads', ...request });
    return { res, leads: runtime.store().listLeads() };
  }

  it('with JavaScript: the hidden fields reach the database, the webhook body and the e-mail', async () => {
    const { res, leads } = await post({
      payload: {
        ...sampleLead,
        consent: true,
        fillTimeMs: 9000,
        idempotencyKey: randomUUID(),
        ...campaign,
        referrer: 'https://www.linkedin.com/feed/?trk=ana@example.com',
      },
    });
    expect(res.statusCode).toBe(201);
    const lead = leads[0]!;
    expect(lead.attribution).toMatchObject({
      landingPage: '/de/blog/invoice-automation',
      referrerHost: 'www.linkedin.com',
      utmCampaign: 'spring launch',
    });
    const body = JSON.parse(webhookBody(lead));
    expect(body.attribution).toEqual(lead.attribution);
    expect(webhookBody(lead)).not.toContain('trk=');
    const { text } = leadNotice(lead);
    expect(text).toContain('Landing page: /de/blog/invoice-automation');
    expect(text).toContain('Referrer: www.linkedin.com');
    expect(text).toContain(
      'Campaign source: linkedin\nCampaign medium: social\nCampaign: spring launch',
    );
  });

  it('without JavaScript: the campaign of the page the form was on, from the Referer', async () => {
    const { res, leads } = await post({
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer:
          'https://www.flowcraft.example/talk-to-expert?utm_source=newsletter&utm_campaign=nov',
      },
      payload: new URLSearchParams({
        name: 'Ana Souza',
        email: 'ana@example.com',
        message: 'Sync invoices from Stripe to Google Sheets',
        consent: 'on',
        locale: 'en',
        landingPage: '',
        sourcePage: '',
        utm_source: '',
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(leads[0]!.attribution).toEqual({
      ...emptyAttribution,
      landingPage: '/talk-to-expert',
      sourcePage: '/talk-to-expert',
      utmSource: 'newsletter',
      utmCampaign: 'nov',
    });
  });

  it('hostile values reach neither the e-mail nor the webhook', async () => {
    const { leads } = await post({
      payload: {
        ...sampleLead,
        consent: true,
        fillTimeMs: 9000,
        idempotencyKey: randomUUID(),
        landingPage: '/ok\r\nBcc: victim@example.com',
        referrer: 'evil.example\nX-Injected: 1',
        utm_source: '<script>alert(1)</script>',
        utm_campaign: ['a', 'b'],
      },
    });
    const lead = leads[0]!;
    expect(lead.attribution).toEqual(emptyAttribution);
    expect(webhookBody(lead)).not.toContain('attribution');
    expect(leadNotice(lead).text).not.toMatch(/Bcc|Injected|script|Landing page|Campaign/);
  });

  it('migrating a database of schema 2 adds the columns, keeping its leads', () => {
    const path = tempDb();
    const store = LeadStore.open(path);
    store.insertLead(sampleLead, {
      id: randomUUID(),
      idempotencyKey: null,
      fingerprint: 'f',
      now: new Date(),
      channels: { webhook: 'not_configured', email: 'not_configured' },
    });
    store.close();
    // Back to schema 2, as a site before this change left it.
    const db = new DatabaseSync(path);
    for (const column of ['landing_page', 'source_page', 'referrer_host', 'utm_source'])
      db.exec(`ALTER TABLE leads DROP COLUMN ${column}`);
    for (const column of ['utm_medium', 'utm_campaign', 'utm_content', 'utm_term'])
      db.exec(`ALTER TABLE leads DROP COLUMN ${column}`);
    // And the columns of the migrations after it: the calculator's estimate, the lead's source.
    for (const column of ['estimate', 'source']) db.exec(`ALTER TABLE leads DROP COLUMN ${column}`);
    db.exec('PRAGMA user_version = 2');
    db.close();
    const again = LeadStore.open(path);
    expect(SCHEMA_VERSION).toBe(5);
    expect(pragmaValue(again.db, 'user_version')).toBe(SCHEMA_VERSION);
    const [lead] = again.listLeads();
    expect(lead!.attribution).toEqual(emptyAttribution);
    expect([lead!.estimate, lead!.source]).toEqual([null, 'form']);
    again.close();
  });
});

describe('npm run leads -- stats', () => {
  const at = (iso: string, locale: 'en' | 'de', attribution = emptyAttribution) => ({
    ...sampleLead,
    locale,
    attribution,
    id: randomUUID(),
    createdAt: iso,
    idempotencyKey: randomUUID(),
    status: 'received' as const,
    spamReason: null,
    releasedAt: null,
  });
  const news = {
    ...emptyAttribution,
    landingPage: '/blog/x',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'nov',
  };

  it('counts per ISO week, language, landing page and campaign', () => {
    expect(isoWeek('2026-11-27T10:00:00Z')).toBe('2026-W48');
    expect(isoWeek('2027-01-01T10:00:00Z')).toBe('2026-W53');
    const stats = leadStats([
      at('2026-11-23T08:00:00Z', 'de', news),
      at('2026-11-27T08:00:00Z', 'de', news),
      at('2026-11-16T08:00:00Z', 'en'),
    ]);
    expect(stats).toEqual({
      total: 3,
      byWeek: [
        { key: '2026-W47', leads: 1 },
        { key: '2026-W48', leads: 2 },
      ],
      byLanguage: [
        { key: 'de', leads: 2 },
        { key: 'en', leads: 1 },
      ],
      byLandingPage: [
        { key: '/blog/x', leads: 2 },
        { key: '(none)', leads: 1 },
      ],
      byCampaign: [
        { key: 'newsletter / email / nov', leads: 2 },
        { key: '(none)', leads: 1 },
      ],
    });
    expect(formatLeadStats(stats)).toMatch(/^newsletter \/ email \/ nov +2$/m);
  });

  it('prints tables, or JSON with --json, from the database', () => {
    const db = tempDb();
    const store = LeadStore.open(db);
    for (const [i, attribution] of [news, news, emptyAttribution].entries()) {
      store.insertLead(
        { ...sampleLead, attribution },
        {
          id: randomUUID(),
          idempotencyKey: `k${i}`,
          fingerprint: `f${i}`,
          now: new Date(),
          channels: { webhook: 'not_configured', email: 'not_configured' },
        },
      );
    }
    store.close();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'tools/leads.ts', 'stats', ...args], {
        env: { ...process.env, LEADS_DB: db },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const plain = run();
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/^landing page\s+leads\n\/blog\/x\s+2\n\(none\)\s+1$/m);
    expect(plain.stdout).toMatch(/^newsletter \/ email \/ nov\s+2$/m);
    const json = JSON.parse(run('--json').stdout);
    expect(json.total).toBe(3);
    expect(json.byLanguage).toEqual([{ key: 'pt', leads: 3 }]);
  });
});
