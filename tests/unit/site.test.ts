import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n/locales';
import { ContentError } from '../../shared/content/errors';
import { factPlaceholderProblem, fillFacts, formatFacts, FACT_NAMES } from '../../src/lib/facts';
import { sampleFacts, sampleFields, SAMPLE_SITE, SITE_FILE, type Site } from '../../shared/site';
import { loadSite } from '../../shared/node/site';
import { tempProject } from './support/content-dir';

type Raw = Record<string, Record<string, unknown> & { claims?: Record<string, unknown> }>;
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
};

describe('content/site.yaml', () => {
  it('loads the shipped owner file with the spec facts', () => {
    const site = loadSite();
    expect(site.business.foundedYear).toBe(2024);
    expect(site.facts.claims).toEqual({
      uptimeTargetPercent: 99.9,
      integrations: 500, // n8n's own count today; the spec's copy of it said 400+
      automationsDelivered: { value: 20, sample: true },
      clients: { value: 5, sample: true },
      manualTaskReductionPercent: { value: 80, sample: true },
    });
    expect(site.facts.agent.price).toEqual({ amount: 250, currency: 'USD' });
    expect(site.facts.consultation).toMatchObject({
      minutes: 30,
      responseHours: 24,
      meetingLinkMinutesBefore: 15,
    });
    expect(site.facts.consultation.price.amount).toBe(0);
    expect(site.facts.delivery.simpleDays).toEqual({ min: 1, max: 3 });
    expect(site.facts.support).toEqual({ days: 30, responseHours: 24 });
    expect(site.facts.agent).toMatchObject({ deliveryDays: 2, liveWeeks: { min: 1, max: 2 } });
    expect(site.facts.freeFixesDays).toBe(30);
  });

  const broken: [string, (raw: Raw) => void, string][] = [
    [
      'a missing city',
      (raw) => delete (raw.legal!.address as Record<string, unknown>).city,
      'content/site.yaml: legal.address.city: Required',
    ],
    [
      'a percentage written as text',
      (raw) => (raw.facts!.claims!.uptimeTargetPercent = '99.9%'),
      'content/site.yaml: facts.claims.uptimeTargetPercent: Invalid input: expected number, received string',
    ],
    [
      'a currency that is not an ISO code',
      (raw) => ((raw.facts!.agent as { price: { currency: string } }).price.currency = '$'),
      'content/site.yaml: facts.agent.price.currency: must be a three-letter currency code such as USD',
    ],
    [
      'an empty managing director',
      (raw) => (raw.legal!.representedBy = ['']),
      'content/site.yaml: legal.representedBy[0]: must be at least 1 characters',
    ],
    [
      'a misspelt field',
      (raw) => (raw.contact!.emial = 'x@example.com'),
      'content/site.yaml: contact: unknown field(s) "emial"',
    ],
    [
      'an e-mail address without a domain',
      (raw) => (raw.contact!.email = ' hello@ '),
      'content/site.yaml: contact.email: must be an e-mail address',
    ],
    [
      'a profile link over plain http',
      (raw) => (raw.contact!.socialProfiles = ['http://www.linkedin.com/company/flowcraft']),
      'content/site.yaml: contact.socialProfiles[0]: must be a full https:// URL',
    ],
    [
      'a profile link that is a script',
      (raw) => (raw.contact!.socialProfiles = ['javascript:alert(1)']),
      'content/site.yaml: contact.socialProfiles[0]: must be a full https:// URL',
    ],
    [
      'a range the wrong way round',
      (raw) => ((raw.facts!.delivery as Record<string, unknown>).simpleDays = { min: 3, max: 1 }),
      'content/site.yaml: facts.delivery.simpleDays.max: max must not be smaller than min',
    ],
    [
      'a voice that is neither we nor I',
      (raw) => (raw.business!.voice = 'us'),
      "content/site.yaml: business.voice: must be 'we' (a team) or 'I' (one person)",
    ],
  ];

  it.each(broken)('names the file and the field for %s', (_, change, expected) => {
    const project = tempProject(['site.yaml']);
    project.edit<Raw>(SITE_FILE, change);
    const message = errorOf(() => loadSite(SITE_FILE, project.root));
    expect(message.split('\n')).toContain(expected);
  });

  it('trims the e-mail address and accepts https profile links', () => {
    const project = tempProject(['site.yaml']);
    project.edit<Raw>(SITE_FILE, (raw) => {
      raw.contact!.email = '  hello@autoflow.pt ';
      raw.contact!.socialProfiles = [' https://www.linkedin.com/company/autoflow '];
    });
    const site = loadSite(SITE_FILE, project.root);
    expect(site.contact.email).toBe('hello@autoflow.pt');
    expect(site.contact.socialProfiles).toEqual(['https://www.linkedin.com/company/autoflow']);
  });

  it('reports a YAML syntax error with its line', () => {
    const project = tempProject(['site.yaml']);
    project.writeText(SITE_FILE, 'business:\n  brandName: [Flowcraft\n');
    expect(errorOf(() => loadSite(SITE_FILE, project.root))).toMatch(
      /^content\/site\.yaml: line \d+, column \d+: not valid YAML: /,
    );
  });

  it('reports a missing file', () => {
    const project = tempProject(['faq']);
    expect(errorOf(() => loadSite(SITE_FILE, project.root))).toBe(
      'content/site.yaml: (file): file is missing',
    );
  });

  it('lists every field that still holds a shipped sample, and none once they are replaced', () => {
    const site = loadSite();
    const flagged = sampleFields(site);
    expect(flagged).toEqual(
      expect.arrayContaining([
        'business.brandName',
        'contact.email',
        'legal.address.street',
        'legal.vatId',
        'legal.register.court',
        'legal.representedBy[0]',
        'legal.contentResponsible.name',
        'legal.dataProtection.email',
      ]),
    );
    // Every sample value of SAMPLE_SITE is still in the shipped file.
    const leaves = (v: unknown): number =>
      typeof v === 'string'
        ? 1
        : Object.values(v as object).reduce((n: number, x) => n + leaves(x), 0);
    expect(flagged).toHaveLength(leaves(SAMPLE_SITE));

    const real: Site = structuredClone(site);
    real.business.brandName = 'Acme Flows';
    real.contact = { ...real.contact, email: 'hi@acme.example', phone: '+49 89 555000' };
    real.legal = {
      ...real.legal,
      entityName: 'Acme Flows',
      address: { street: 'Hauptstraße 5', postalCode: '80331', city: 'München', country: 'DE' },
      vatId: '',
      register: { court: 'Amtsgericht München', number: 'HRB 98765' },
      representedBy: ['Jana Beispielhaft'],
      contentResponsible: {
        name: 'Jana Beispielhaft',
        address: { street: 'Hauptstraße 5', postalCode: '80331', city: 'München', country: 'DE' },
      },
      dataProtection: { name: 'Jana Beispielhaft', email: 'privacy@acme.example' },
    };
    // An empty VAT ID is "left empty", not a sample: the country decides.
    expect(sampleFields(real)).toEqual([]);
  });

  it('lists the record claims and the agent offer until the owner confirms them', () => {
    const site = loadSite();
    expect(sampleFacts(site)).toEqual([
      'facts.claims.automationsDelivered',
      'facts.claims.clients',
      'facts.claims.manualTaskReductionPercent',
      'facts.agent',
    ]);
    // Writing the plain figure confirms it.
    const project = tempProject(['site.yaml']);
    project.edit<Raw>(SITE_FILE, (raw) => {
      raw.facts!.claims!.clients = 7;
      (raw.facts!.agent as Record<string, unknown>).sample = false;
    });
    const confirmed = loadSite(SITE_FILE, project.root);
    expect(confirmed.facts.claims.clients).toEqual({ value: 7, sample: false });
    expect(sampleFacts(confirmed)).toEqual([
      'facts.claims.automationsDelivered',
      'facts.claims.manualTaskReductionPercent',
    ]);
  });
});

describe('formatFacts', () => {
  it('formats percentages, counts and prices for every language with Intl', () => {
    for (const locale of locales) {
      const facts = formatFacts(locale);
      // Every quotable fact, and the voice that picks a text's wording (not quotable itself).
      expect(Object.keys(facts).sort()).toEqual([...FACT_NAMES, 'voice'].sort());
      expect(facts.voice).toBe('we');
      expect(facts.integrations).toBe('500+');
      expect(facts.automations).toBe('20+');
      expect(facts.clients).toBe('5+');
      expect(facts.simpleDays).toMatch(/^1[-–]3$/);
      expect(facts.agentLiveWeeks).toMatch(/^1[-–]2$/);
    }
    // The spec's English ranges keep their hyphen ('Live in 1-2 weeks'); the others use their
    // language's range format.
    expect(formatFacts('en').standardWeeks).toBe('1-2');
    expect(formatFacts('de').standardWeeks).toBe('1–2');
    expect(formatFacts('es').standardWeeks).toBe('1-2');
    expect(formatFacts('en').smallServerMonthly).toBe('$10-40');
    expect(nbsp(formatFacts('de').smallServerMonthly)).toBe('10–40 $');
    expect(formatFacts('en').roiYearlyValue).toBe('$10,000');
    expect(nbsp(formatFacts('fr').roiYearlyValue)).toBe('10 000 $US');
    expect(formatFacts('en').uptimeDowntimeMinutes).toBe('43');
    expect(formatFacts('en').uptime).toBe('99.9%');
    expect(nbsp(formatFacts('de').uptime)).toBe('99,9 %');
    expect(nbsp(formatFacts('fr').uptime)).toBe('99,9 %');
    expect(nbsp(formatFacts('de').reduction)).toBe('80 %');
    expect(formatFacts('en').agentPrice).toBe('$250');
    expect(nbsp(formatFacts('de').agentPrice)).toBe('250 $');
    expect(nbsp(formatFacts('pt').agentPrice)).toBe('US$ 250');
    expect(nbsp(formatFacts('fr').agentPrice)).toBe('250 $US');
    expect(new Set(locales.map((l) => nbsp(formatFacts(l).agentPrice))).size).toBeGreaterThan(3);
  });

  it('follows the owner file: a new price and currency reach every language', () => {
    const site = structuredClone(loadSite());
    site.facts.agent.price = { amount: 390, currency: 'EUR' };
    site.facts.claims.uptimeTargetPercent = 99.95;
    expect(formatFacts('en', site).agentPrice).toBe('€390');
    expect(nbsp(formatFacts('de', site).agentPrice)).toBe('390 €');
    expect(nbsp(formatFacts('de', site).uptime)).toBe('99,95 %');
  });

  it('fills fact placeholders and rejects unknown ones', () => {
    expect(fillFacts('Mit {integrations} Apps, {uptime}', formatFacts('de'))).toBe(
      `Mit 500+ Apps, ${formatFacts('de').uptime}`,
    );
    // n8n expressions in FAQ answers are text, not placeholders.
    const expression = 'Use {{ $json.email }} with {integrations} apps';
    expect(fillFacts(expression, formatFacts('en'))).toBe('Use {{ $json.email }} with 500+ apps');
    expect(factPlaceholderProblem(expression)).toBeUndefined();
    expect(factPlaceholderProblem('Works with {integrations} apps')).toBeUndefined();
    expect(factPlaceholderProblem('No placeholder, n8n’s own words')).toBeUndefined();
    expect(factPlaceholderProblem('Works with {integrationz} apps')).toMatch(
      /^unknown placeholder \{integrationz\}; known: brandName, /,
    );
    expect(factPlaceholderProblem('Broken {integrations')).toMatch(
      /^invalid \{placeholder\} syntax/,
    );
    expect(factPlaceholderProblem('Broken {inte grations}')).toMatch(/is not a name/);
  });
});
