import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/catalog';
import { loadCaseStudies, type CaseStudy } from '@/lib/case-studies';
import { formatCaseDate, formatDuration, formatMeasure } from '@/lib/case-study-format';
import { caseStudyView, caseStudyLinks } from '@/components/case-studies/case-study-data';
import { ResultsSection } from '@/components/case-studies/results-section';
import { SiteFooter } from '@/components/layout/site-footer';
import { agentOfferLd, caseStudyLd, demoVideoLd } from '@/lib/structured-data';
import { serviceLd } from '@/lib/seo';
import { readConfig } from '../../shared/config';
import { loadUseCases } from '@/lib/n8n/use-cases';
import { launchProblems } from '@/lib/launch';
import { locales } from '../../shared/i18n/locales';

/** The footer's owner facts (the layout passes them from content/site.yaml). */
const business = { brandName: 'Flowcraft', foundedYear: 2021 };

/**
 * Case studies: the shipped samples, the folder rules (English at the root, one folder per
 * language, empty = none), the errors an owner sees, and how the figures read in each language.
 */

const refs = { useCases: ['client-reporting', 'lead-routing'], testimonials: ['jonas-weber'] };

const english = (over: Record<string, string> = {}) =>
  Object.entries({
    sample: 'true',
    order: '1',
    date: '2026-06-10',
    useCase: 'client-reporting',
    teamSize: '14',
    timeToLive: '{ value: 8, unit: day }',
    title: 'Monday client reports that write themselves',
    description:
      'How a 14-person agency stopped spending Monday mornings on ad reports and now sends summaries.',
    client: 'A 14-person marketing agency in Lisbon',
    industry: 'Marketing agency',
    problem: 'Two account managers spent most of every Monday copying ad results into sheets.',
    solution: 'An n8n workflow pulls the results, has an AI model summarise them and e-mails them.',
    results: `
  - label: Team time on weekly reports
    baseline: { value: 7, unit: hour, per: week }
    result: { value: 0.5, unit: hour, per: week }`,
    ...over,
  })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

const translation = (results = '\n  - label: Tempo da equipe com relatórios') =>
  [
    'title: Relatórios de segunda que se escrevem sozinhos',
    'description: Como uma agência de 14 pessoas deixou de gastar as manhãs de segunda com relatórios de anúncios.',
    'client: Uma agência de marketing de 14 pessoas em Lisboa',
    'industry: Agência de marketing',
    'problem: Dois gerentes de conta passavam a manhã de segunda copiando resultados para planilhas.',
    'solution: Um workflow do n8n busca os resultados, pede um resumo à IA e o envia por e-mail.',
    `results:${results}`,
  ].join('\n');

let root: string;
const dir = () => join(root, 'content/case-studies');
const write = (file: string, text: string) => {
  mkdirSync(join(dir(), file, '..'), { recursive: true });
  writeFileSync(join(dir(), file), text);
};
const load = () => loadCaseStudies('content/case-studies', root, refs);
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'case-studies-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the case-study folder', () => {
  it('no folder, or an empty one, is no case study (never an error)', () => {
    expect(load()).toEqual([]);
    mkdirSync(join(dir(), 'de'), { recursive: true });
    expect(load()).toEqual([]);
  });

  it('reads the English file and its translations; a missing language shows English, marked', () => {
    write('agency.yaml', english());
    write('pt/agency.yaml', translation());
    const [cs] = load();
    expect(cs!.slug).toBe('agency');
    expect(cs!.text.pt.title).toBe('Relatórios de segunda que se escrevem sozinhos');
    expect(cs!.textLocale).toMatchObject({ en: 'en', pt: 'pt', de: 'en', fr: 'en' });
    expect(cs!.text.de.title).toBe('Monday client reports that write themselves');
  });

  it('sorts by order, then slug', () => {
    write('b.yaml', english({ order: '1' }));
    write('a.yaml', english({ order: '2' }));
    write('c.yaml', english({ order: '1' }));
    expect(load().map((c) => c.slug)).toEqual(['b', 'c', 'a']);
  });

  it.each([
    [{ useCase: 'nope' }, 'agency.yaml: useCase: no use case "nope" in content/use-cases'],
    [{ testimonial: 'nobody' }, 'agency.yaml: testimonial: no testimonial "nobody"'],
    [{ date: '10/06/2026' }, 'agency.yaml: date: must be a date written YYYY-MM-DD'],
    [{ teamSize: '0' }, 'agency.yaml: teamSize: must be at least 1'],
    [
      {
        results:
          '\n  - label: Share on time\n    baseline: { value: 35, unit: percent, per: week }\n    result: { value: 100, unit: percent }',
      },
      'agency.yaml: results[0].baseline.per: a percentage has no period ("per")',
    ],
    [
      {
        results:
          '\n  - label: Reply time\n    baseline: { value: 4, unit: hours }\n    result: { value: 2, unit: minute }',
      },
      'agency.yaml: results[0].baseline.unit:',
    ],
    [
      { results: '\n  - label: Reply time\n    baseline: { value: 4, unit: hour }' },
      'agency.yaml: results[0].result: Required',
    ],
    [{ title: 'Short' }, 'agency.yaml: title: must be at least 10 characters'],
  ])('names the file and field of a broken case: %o', (over, message) => {
    write('agency.yaml', english(over as Record<string, string>));
    expect(errorOf(load)).toContain(`content/case-studies/${message}`);
  });

  it('a translation with another number of results, and a stray translation, are reported together', () => {
    write('agency.yaml', english());
    write('pt/agency.yaml', translation('\n  - label: Primeiro\n  - label: Segundo'));
    write('de/renamed.yaml', translation());
    const message = errorOf(load);
    expect(message).toContain(
      'content/case-studies/pt/agency.yaml: results: 2 result(s), but content/case-studies/agency.yaml has 1',
    );
    expect(message).toContain(
      'content/case-studies/de/renamed.yaml: (file): no English case study content/case-studies/renamed.yaml to translate',
    );
  });
});

describe('the shipped case studies', () => {
  const shipped = loadCaseStudies();
  const useCases = loadUseCases();

  it('are three samples on three different existing use cases, translated into every language', () => {
    expect(shipped).toHaveLength(3);
    expect(new Set(shipped.map((c) => c.useCase)).size).toBe(3);
    for (const cs of shipped) {
      expect(cs.sample).toBe(true);
      expect(useCases.map((u) => u.slug)).toContain(cs.useCase);
      expect(Object.values(cs.textLocale)).toEqual([...locales]);
    }
  });

  it('launch:check lists each sample, and nothing once they are confirmed', () => {
    const project = mkdtempSync(join(tmpdir(), 'case-launch-'));
    try {
      for (const folder of ['case-studies', 'use-cases', 'testimonials'])
        cpSync(join('content', folder), join(project, 'content', folder), { recursive: true });
      const listed = launchProblems({}, project, { builtPages: false })
        .map((p) => p.what)
        .filter((w) => w.includes('content/case-studies/'));
      expect(listed).toHaveLength(3);
      expect(listed[0]).toContain('is an invented sample (sample: true)');
      for (const cs of shipped) {
        const file = join(project, cs.file);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^sample: true\n/m, ''));
      }
      const after = launchProblems({}, project, { builtPages: false }).filter((p) =>
        p.what.includes('content/case-studies/'),
      );
      expect(after).toEqual([]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('figures in each language', () => {
  it.each([
    ['en', { value: 0.5, unit: 'hour', per: 'week' }, '0.5 hours per week'],
    ['pt', { value: 0.5, unit: 'hour', per: 'week' }, '0,5 hora por semana'],
    ['de', { value: 6, unit: 'hour', per: 'month' }, '6 Stunden pro Monat'],
    ['es', { value: 2, unit: 'minute' }, '2 minutos'],
    ['it', { value: 7, unit: 'hour', per: 'week' }, '7 ore alla settimana'],
    ['fr', { value: 4, unit: 'hour' }, '4 heures'],
    ['en', { value: 35, unit: 'percent' }, '35%'],
    ['de', { value: 35, unit: 'percent' }, '35 %'],
    ['fr', { value: 1.25, unit: 'hour' }, '1,3 heure'],
  ] as const)('%s: %o reads %s', (locale, measure, expected) => {
    expect(formatMeasure(locale, measure).replace(/\s/g, ' ')).toBe(expected);
  });

  it('durations and dates follow the language, and a date is never moved by the time zone', () => {
    expect(formatDuration('de', 2, 'week')).toBe('2 Wochen');
    expect(formatDuration('it', 8, 'day')).toBe('8 giorni');
    expect(formatCaseDate('en', '2026-07-22')).toBe('July 22, 2026');
    expect(formatCaseDate('de', '2026-07-22')).toBe('22. Juli 2026');
    expect(formatCaseDate('pt', '2026-01-01')).toBe('1 de janeiro de 2026');
  });
});

describe('views, sections and structured data', () => {
  const useCases = loadUseCases();
  const shipped = loadCaseStudies();
  const view = (cs: CaseStudy, locale: (typeof locales)[number]) =>
    caseStudyView(cs, locale, getMessages(locale), useCases);

  it('every result is shown beside its baseline, in the page language', () => {
    const v = view(
      shipped.find((c) => c.slug === 'saas-lead-response')!,
      'de',
    );
    expect(v.results[0]).toEqual({
      label: 'Mittlere Zeit bis zur ersten Antwort auf einen neuen Lead',
      baseline: '4 Stunden',
      result: '2 Minuten',
    });
    expect(v.teamSize).toBe('38 Personen');
    expect(v.useCase.href).toBe('/de/use-cases#lead-routing');
    expect(v.useCase.download.href).toBe('/use-cases/workflows/lead-routing.json');
    expect(v.lang).toBeUndefined();
  });

  it('a card shows the result and its baseline together, and the sample mark', () => {
    const m = getMessages('fr');
    const html = renderToStaticMarkup(
      <ResultsSection locale="fr" messages={m} caseStudies={shipped.map((c) => view(c, 'fr'))} />,
    );
    expect(html).toContain('Avant');
    expect(html).toMatch(/7\sheures par semaine.*0,5\sheure par semaine/s);
    expect(html).toContain(m['caseStudies.sampleBadge']);
    expect(html).toContain(m['caseStudies.sampleListNote']);
    expect(html).toContain('href="/fr/case-studies"');
  });

  it('with no case study there is no Results section, no footer link and no use-case link', () => {
    const m = getMessages('en');
    expect(renderToStaticMarkup(<ResultsSection locale="en" messages={m} caseStudies={[]} />)).toBe(
      '',
    );
    expect(
      renderToStaticMarkup(
        <SiteFooter locale="en" messages={m} caseStudies={false} business={business} />,
      ),
    ).not.toContain('/case-studies');
    expect(
      renderToStaticMarkup(<SiteFooter locale="en" messages={m} caseStudies business={business} />),
    ).toContain('href="/case-studies"');
    expect(caseStudyLinks([], 'lead-routing', 'en')).toEqual([]);
    expect(caseStudyLinks(shipped, 'lead-routing', 'it')).toEqual([
      {
        title: 'Ogni nuovo lead ricontattato in minuti, non in ore',
        href: '/it/case-studies/saas-lead-response',
      },
    ]);
  });

  it('a case study is an Article with the properties search engines expect', () => {
    const ld = caseStudyLd('https://example.com', view(shipped[0]!, 'es'), 'es');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: 'es-ES',
      datePublished: '2026-06-10',
      image: 'https://example.com/og/es/case-studies/agency-client-reports.png',
      url: 'https://example.com/es/case-studies/agency-client-reports',
    });
    for (const key of ['headline', 'description', 'author', 'publisher'] as const)
      expect(ld[key]).toBeTruthy();
    expect((ld.headline as string).length).toBeLessThanOrEqual(110);
  });
});

describe('structured data for what is sold', () => {
  const site = 'https://example.com';

  it('the agent offer is an Offer with its price from the facts', () => {
    const ld = agentOfferLd(site, {
      name: 'AI Agent for Your Business',
      description: 'An AI agent on n8n.',
      path: '/de/work',
      price: { amount: 250, currency: 'USD' },
    });
    // schema.org Offer: what is offered, its price and currency, who sells it, where.
    expect(ld).toMatchObject({
      '@type': 'Offer',
      price: 250,
      priceCurrency: 'USD',
      url: 'https://example.com/de/work',
      availability: 'https://schema.org/InStock',
      seller: { '@id': 'https://example.com/#organization' },
      itemOffered: { '@type': 'Service', name: 'AI Agent for Your Business' },
    });
  });

  it('each service is a Service with the area it serves', () => {
    const ld = serviceLd(site, {
      name: 'Custom workflow automation',
      description: 'n8n workflows built for your tools.',
      url: '/services/n8n-workflow-automation',
      locale: 'en',
    }) as unknown as Record<string, unknown>;
    for (const key of ['name', 'description', 'provider', 'areaServed', 'url'])
      expect(ld[key], key).toBeTruthy();
    expect(ld['@type']).toBe('Service');
  });

  it('the demo is a VideoObject with what Google requires: name, thumbnailUrl, uploadDate', () => {
    const ld = demoVideoLd({
      name: 'Demo: an n8n AI agent',
      description: 'A short walkthrough.',
      videoId: 'dQw4w9WgXcQ',
      uploadDate: '2026-05-14',
      locale: 'fr',
    });
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      name: 'Demo: an n8n AI agent',
      thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      uploadDate: '2026-05-14',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      inLanguage: 'fr-FR',
    });
  });

  it('YOUTUBE_VIDEO_DATE must be a date, and may be left out', () => {
    expect(readConfig({ YOUTUBE_VIDEO_DATE: '2026-05-14' }).youtubeVideoDate).toBe('2026-05-14');
    expect(readConfig({}).youtubeVideoDate).toBe('');
    expect(() => readConfig({ YOUTUBE_VIDEO_DATE: '14/05/2026' })).toThrow(
      /YOUTUBE_VIDEO_DATE.*not a date written YYYY-MM-DD/,
    );
  });
});
