import { describe, expect, it } from 'vitest';
import {
  leadAttributionFields,
  leadAttributionKeys,
  leadColumn,
  leadContentFields,
  leadContentKeys,
  leadFieldColumns,
} from '../../shared/leads/fields';
import type { Attribution } from '../../shared/leads/attribution';
import { leadFields, parseLeadInput, type LeadInput } from '../../shared/leads/schema';
import { LeadStore } from '../../server/leads/store';
import { webhookBody } from '../../server/leads/webhook';
import { leadNotice } from '../../server/leads/email';
import { tempDb } from './leads-support';

/** A lead whose every field has its own recognisable value. */
const lead: LeadInput = {
  name: 'Name value',
  email: 'email-value@example.com',
  company: 'Company value',
  message: 'Message value, long enough',
  tools: 'Tools value',
  timeline: 'this-month',
  topic: 'quote',
  locale: 'de',
  // What the form's `lead-routing,40,week,6,90,40,USD,50` (the calculator's estimate) is stored as.
  estimate:
    'lead-routing: 40 runs per week × 6 min, 90% automated, 40 USD/h → 15 h and 600 USD saved per month',
  source: 'agent',
  attribution: {
    landingPage: '/landing-value',
    sourcePage: '/source-value',
    referrerHost: 'referrer.example',
    utmSource: 'utm-source-value',
    utmMedium: 'utm-medium-value',
    utmCampaign: 'utm-campaign-value',
    utmContent: 'utm-content-value',
    utmTerm: 'utm-term-value',
  },
};

function stored() {
  const store = LeadStore.open(tempDb());
  try {
    const id = '00000000-0000-4000-8000-000000000001';
    store.insertLead(lead, {
      id,
      idempotencyKey: 'key',
      fingerprint: 'f',
      now: new Date('2026-01-10T12:00:00Z'),
      channels: { webhook: 'pending', email: 'pending' },
    });
    const columns = (
      store.db.prepare('PRAGMA table_info(leads)').all() as unknown as { name: string }[]
    ).map((c) => c.name);
    return { columns, lead: store.getLead(id)! };
  } finally {
    store.close();
  }
}

describe("the lead's fields, named once in shared/leads/fields.ts", () => {
  it('the form checks every content field and the consent, in definition order', () => {
    expect(leadFields).toEqual([...leadContentKeys, 'consent']);
    const a = lead.attribution!;
    const form = {
      ...lead,
      estimate: 'lead-routing,40,week,6,90,40,USD,50',
      attribution: undefined,
      landingPage: a.landingPage,
      sourcePage: a.sourcePage,
      referrer: `https://${a.referrerHost}/page`,
      utm_source: a.utmSource,
      utm_medium: a.utmMedium,
      utm_campaign: a.utmCampaign,
      utm_content: a.utmContent,
      utm_term: a.utmTerm,
      consent: true,
      fillTimeMs: 9000,
    };
    const parsed = parseLeadInput(form, { minFillMs: 0 });
    expect(parsed.kind === 'lead' && parsed.lead).toEqual(lead);
  });

  it('has a database column for every field, and every field comes back as it went in', () => {
    const { columns, lead: back } = stored();
    expect(columns).toEqual(expect.arrayContaining(leadFieldColumns));
    expect(back).toMatchObject(lead);
    expect(leadColumn('utmSource')).toBe('utm_source');
  });

  it('sends every content field in the webhook payload, and the attribution', () => {
    const body = JSON.parse(webhookBody(stored().lead)) as {
      lead: Record<string, unknown>;
      attribution: Attribution;
    };
    expect(Object.keys(body.lead)).toEqual(leadContentKeys);
    for (const key of leadContentKeys) expect(body.lead[key]).toBe(lead[key]);
    expect(body.attribution).toEqual(lead.attribution);
  });

  it('names every field with a value in the e-mail notice, long texts under their label', () => {
    const { text } = leadNotice(stored().lead);
    for (const key of leadContentKeys) {
      const { label } = leadContentFields[key];
      expect(text).toContain(
        'long' in leadContentFields[key] ? `${label}:\n${lead[key]}` : `${label}: ${lead[key]}`,
      );
    }
    for (const key of leadAttributionKeys)
      expect(text).toContain(`${leadAttributionFields[key].label}: ${lead.attribution![key]}`);
  });
});
