import { describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../src/i18n/catalog';
import { locales } from '../../shared/i18n/locales';
import { TranslationCache } from '../../server/translate/cache';
import { extractContentPairs, type ContentFile } from '../../tools/lib/translate/content-pairs';
import { buildLookupTable, lookupEmbedded, normalizeText } from '../../server/translate/embedded';
import { NoTranslationError, ProviderError } from '../../server/translate/errors';
import { createTranslateService } from '../../server/translate/service';
import { readContentFiles } from '../../tools/lib/translate/sources-fs';
import type { MachineProvider, TargetLocale } from '../../server/translate/types';

/** The content files as the build reads them for translations.json. */
const contentFiles = readContentFiles(process.cwd());

function fakeProvider(
  name: MachineProvider['name'],
  impl: (text: string, target: TargetLocale) => Promise<string> = async (t, l) => `${l}:${t}`,
) {
  let state: MachineProvider['state'] = 'closed';
  const translate = vi.fn(impl);
  const provider: MachineProvider & { setState(s: MachineProvider['state']): void } = {
    name,
    translate,
    get state() {
      return state;
    },
    get retryAfterSeconds() {
      return state === 'open' ? 30 : 0;
    },
    setState(s) {
      state = s;
    },
  };
  return { provider, translate };
}

const table = buildLookupTable({
  en: {
    a: 'Home',
    b: 'Book Free Consultation',
    c: 'Services',
    d: 'Services',
    e: 'Learn more about {service}',
  },
  de: { a: 'Startseite', b: 'Kostenlose Beratung buchen', c: 'Leistungen', d: 'Services' },
  fr: { a: 'Accueil', c: 'Services', d: 'Prestations', e: 'En savoir plus sur {service}' },
});

describe('embedded lookup table', () => {
  it.each([
    ['Home', 'de', 'Startseite'],
    ['  Home\n', 'de', '  Startseite\n'],
    ['Book   Free\nConsultation', 'de', 'Kostenlose Beratung buchen'],
    ['Home', 'fr', 'Accueil'],
    ['Learn more about {service}', 'fr', 'En savoir plus sur {service}'],
    ['home', 'de', undefined],
    ['Home page', 'de', undefined],
    ['Book Free Consultation', 'fr', undefined],
    ['Home', 'it', undefined],
  ] as const)('%j -> %s: %j', (text, target, expected) => {
    expect(lookupEmbedded(table, text, target)).toBe(expected);
  });

  it('resolves one English string with two translations by majority, then first seen', () => {
    const t = buildLookupTable({
      en: { a: 'Blog', b: 'Blog', c: 'Blog', x: 'Start', y: 'Start' },
      de: { a: 'Blog', b: 'Artikel', c: 'Artikel', x: 'Start', y: 'Beginn' },
    });
    expect(t.de.get('Blog')).toBe('Artikel');
    expect(t.de.get('Start')).toBe('Start');
  });

  it('normalizes whitespace', () => {
    expect(normalizeText('  a \n\t b  ')).toBe('a b');
  });

  it('contains every English catalog string of every locale (real catalogs)', () => {
    const real = buildLookupTable(catalogs);
    let checked = 0;
    for (const locale of locales) {
      if (locale === 'en') continue;
      for (const [key, english] of Object.entries(catalogs.en)) {
        const translated = catalogs[locale][key];
        if (translated === undefined) continue;
        const found = lookupEmbedded(real, english, locale);
        expect(found, `${locale} ${key}`).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(lookupEmbedded(real, catalogs.en['nav.bookConsultation']!, 'de')).toBe(
      catalogs.de['nav.bookConsultation'],
    );
  });
});

describe('content pairs', () => {
  const yamlFaq = (q: string, a: string) =>
    `items:\n  - id: one\n    question: "${q}"\n    answer: "${a}"\n`;
  const cases: [string, ContentFile[], [string, string, string][]][] = [
    [
      'one file per locale (faq/en.json, faq/de.json), arrays matched by id',
      [
        {
          path: 'faq/en.json',
          text: JSON.stringify({
            topics: [
              {
                id: 't',
                title: 'Costs',
                items: [
                  { id: 'q1', question: 'What does it cost?' },
                  { id: 'q2', question: 'Is it safe?' },
                ],
              },
            ],
          }),
        },
        {
          path: 'faq/de.json',
          text: JSON.stringify({
            topics: [
              {
                id: 't',
                title: 'Kosten',
                items: [
                  { id: 'q2', question: 'Ist es sicher?' },
                  { id: 'q1', question: 'Was kostet es?' },
                ],
              },
            ],
          }),
        },
      ],
      [
        ['de', 'Costs', 'Kosten'],
        ['de', 'Is it safe?', 'Ist es sicher?'],
        ['de', 'What does it cost?', 'Was kostet es?'],
        ['de', 't', 't'],
        ['de', 'q1', 'q1'],
        ['de', 'q2', 'q2'],
      ],
    ],
    [
      'folder per locale (faq/en/x.yaml, faq/fr/x.yaml)',
      [
        { path: 'faq/en/x.yaml', text: yamlFaq('Why n8n?', 'Because.') },
        { path: 'faq/fr/x.yaml', text: yamlFaq('Pourquoi n8n ?', 'Parce que.') },
      ],
      [
        ['fr', 'Why n8n?', 'Pourquoi n8n ?'],
        ['fr', 'Because.', 'Parce que.'],
        ['fr', 'one', 'one'],
      ],
    ],
    [
      'suffix next to an unsuffixed English file (card.json, card.it.json)',
      [
        {
          path: 'use-cases/lead/card.json',
          text: JSON.stringify({ title: 'Lead routing', icon: 'inbox' }),
        },
        {
          path: 'use-cases/lead/card.it.json',
          text: JSON.stringify({ title: 'Instradamento dei lead' }),
        },
      ],
      [['it', 'Lead routing', 'Instradamento dei lead']],
    ],
    [
      'locale maps inside a file ({ en, pt } of the same shape)',
      [
        {
          path: 'use-cases/a.yaml',
          text: 'title:\n  en: Invoice processing\n  pt: Processamento de faturas\nicon: receipt\n',
        },
      ],
      [['pt', 'Invoice processing', 'Processamento de faturas']],
    ],
    [
      'English fields next to translations: { de: {...} }',
      [
        {
          path: 'use-cases/b.json',
          text: JSON.stringify({
            title: 'Support triage',
            description: 'AI sorts tickets.',
            translations: {
              de: { title: 'Support-Triage' },
              es: { title: 'Triaje de soporte', description: 'La IA clasifica los tickets.' },
            },
          }),
        },
      ],
      [
        ['de', 'Support triage', 'Support-Triage'],
        ['es', 'Support triage', 'Triaje de soporte'],
        ['es', 'AI sorts tickets.', 'La IA clasifica los tickets.'],
      ],
    ],
    [
      'markdown front matter and body per locale',
      [
        {
          path: 'services/en.md',
          text: '---\ntitle: Self-host deployment\n---\nWe run it for you.\n',
        },
        {
          path: 'services/de.md',
          text: '---\ntitle: Self-Hosting\n---\nWir betreiben es für Sie.\n',
        },
      ],
      [
        ['de', 'Self-host deployment', 'Self-Hosting'],
        ['de', 'We run it for you.', 'Wir betreiben es für Sie.'],
      ],
    ],
    [
      'no counterpart, broken files and n8n workflows give nothing',
      [
        { path: 'faq/de.json', text: '{"items": [' },
        { path: 'faq/en.json', text: '{"items": []}' },
        {
          path: 'use-cases/x/workflow.json',
          text: JSON.stringify({
            name: 'Flow',
            nodes: [{ name: 'Webhook', parameters: { path: 'de' } }],
          }),
        },
        { path: 'faq/README.md', text: '# FAQ content' },
      ],
      [],
    ],
  ];

  it.each(cases)('%s', (_name, files, expected) => {
    const pairs = extractContentPairs(files)
      .map(([l, en, tr]) => `${l}|${en}|${tr}`)
      .sort();
    expect(pairs).toEqual(expected.map(([l, en, tr]) => `${l}|${en}|${tr}`).sort());
  });

  it('reads the real content folder as the build does (FAQ per locale when present)', () => {
    const faqLocales = contentFiles
      .map((f) => /^faq\/([a-z]{2})\.json$/.exec(f.path)?.[1])
      .filter((l): l is TargetLocale => !!l && l !== 'en');
    const english = contentFiles.find((f) => f.path === 'faq/en.json');
    expect(english, 'content/faq/en.json is read').toBeDefined();
    const pairs = extractContentPairs(contentFiles);
    const real = buildLookupTable(catalogs, pairs);
    const firstQuestion = (
      JSON.parse(english!.text) as { topics: { items: { question: string }[] }[] }
    ).topics[0]!.items[0]!.question;
    for (const locale of faqLocales) {
      const translated = contentFiles.find((f) => f.path === `faq/${locale}.json`)!;
      const expected = (
        JSON.parse(translated.text) as { topics: { items: { question: string }[] }[] }
      ).topics[0]!.items[0]!.question;
      expect(lookupEmbedded(real, firstQuestion, locale)).toBe(expected);
    }
    for (const locale of ['pt', 'de', 'es', 'it', 'fr'] as const) {
      if (!faqLocales.includes(locale))
        expect(pairs.some(([l, en]) => l === locale && en === firstQuestion)).toBe(false);
    }
  });
});

describe('real use-case cards (content/use-cases/*/card.yaml, translations inside the file)', () => {
  it('every card title present in a language is found by the embedded table', async () => {
    const { parse } = await import('yaml');
    const cards = contentFiles.filter((f) => /^use-cases\/[^/]+\/card\.ya?ml$/.test(f.path));
    expect(cards.length).toBeGreaterThanOrEqual(8);
    const real = buildLookupTable(catalogs, extractContentPairs(contentFiles));
    let checked = 0;
    for (const card of cards) {
      const text = (parse(card.text) as { text: Partial<Record<string, { title: string }>> }).text;
      for (const locale of ['pt', 'de', 'es', 'it', 'fr'] as const) {
        const translated = text[locale]?.title;
        if (!translated) continue;
        expect(lookupEmbedded(real, text.en!.title, locale), `${card.path} ${locale}`).toBe(
          translated,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('translate service', () => {
  it.each([
    ['English target', 'Anything', 'en'],
    ['empty text', '', 'de'],
    ['whitespace only', '  \n ', 'fr'],
  ] as const)(
    'returns the text unchanged without a provider call: %s',
    async (_n, text, target) => {
      const { provider, translate } = fakeProvider('libretranslate');
      const service = createTranslateService({ table, providers: [provider] });
      expect(await service.translate(text, target)).toEqual({
        translatedText: text,
        provider: 'none',
        cached: false,
      });
      expect(translate).not.toHaveBeenCalled();
    },
  );

  it('answers catalog strings from the embedded table without a provider call', async () => {
    const { provider, translate } = fakeProvider('libretranslate');
    const service = createTranslateService({ table, providers: [provider] });
    expect(await service.translate('Home', 'de')).toEqual({
      translatedText: 'Startseite',
      provider: 'embedded',
      cached: false,
    });
    expect(translate).not.toHaveBeenCalled();
  });

  it('caches machine translations: the second call makes no provider call', async () => {
    const { provider, translate } = fakeProvider('deepl');
    const service = createTranslateService({ table, providers: [provider] });
    expect(await service.translate('Fresh text', 'it')).toEqual({
      translatedText: 'it:Fresh text',
      provider: 'deepl',
      cached: false,
    });
    expect(await service.translate('Fresh text', 'it')).toEqual({
      translatedText: 'it:Fresh text',
      provider: 'deepl',
      cached: true,
    });
    expect(translate).toHaveBeenCalledTimes(1);
    await service.translate('Fresh text', 'es');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('shares one provider call between concurrent requests for the same text', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { provider, translate } = fakeProvider('libretranslate', async (t, l) => {
      await gate;
      return `${l}:${t}`;
    });
    const service = createTranslateService({ table, providers: [provider] });
    const all = Promise.all([1, 2, 3, 4, 5].map(() => service.translate('Same', 'fr')));
    release();
    const results = await all;
    expect(new Set(results.map((r) => r.translatedText))).toEqual(new Set(['fr:Same']));
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure and shares it with concurrent callers', async () => {
    const { provider, translate } = fakeProvider('libretranslate', async () => {
      throw new ProviderError('libretranslate', 'timeout', 'slow');
    });
    const log = vi.fn();
    const service = createTranslateService({ table, providers: [provider], log });
    const results = await Promise.allSettled([
      service.translate('X', 'de'),
      service.translate('X', 'de'),
    ]);
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof NoTranslationError),
    ).toBe(true);
    expect(translate).toHaveBeenCalledTimes(1);
    await expect(service.translate('X', 'de')).rejects.toThrow(NoTranslationError);
    expect(translate).toHaveBeenCalledTimes(2);
    expect(service.cache.size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('slow'));
  });

  it('falls back to the next provider when the first fails', async () => {
    const libre = fakeProvider('libretranslate', async () => {
      throw new ProviderError('libretranslate', 'http', 'HTTP 500', 500);
    });
    const deepl = fakeProvider('deepl');
    const service = createTranslateService({
      table,
      providers: [libre.provider, deepl.provider],
      log: () => {},
    });
    expect(await service.translate('Fallback', 'pt')).toMatchObject({
      translatedText: 'pt:Fallback',
      provider: 'deepl',
    });
  });

  it('without providers, an unknown text is a NoTranslationError, never an invented translation', async () => {
    const service = createTranslateService({ table });
    await expect(service.translate('Not in any catalog', 'de')).rejects.toThrow(
      /no machine translation provider is configured/,
    );
  });

  it('reports Retry-After when every provider circuit is open', async () => {
    const a = fakeProvider('libretranslate', async () => {
      throw new ProviderError('libretranslate', 'circuit-open', 'circuit open');
    });
    a.provider.setState('open');
    const service = createTranslateService({ table, providers: [a.provider], log: () => {} });
    const error = await service.translate('Y', 'de').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoTranslationError);
    expect((error as NoTranslationError).retryAfterSeconds).toBe(30);
  });

  it('status names the active provider and never a URL or key', () => {
    const libre = fakeProvider('libretranslate');
    const deepl = fakeProvider('deepl');
    const service = createTranslateService({ table, providers: [libre.provider, deepl.provider] });
    expect(service.status()).toEqual({
      embedded: true,
      provider: 'libretranslate',
      machineTranslation: true,
      providers: [
        { name: 'libretranslate', state: 'closed' },
        { name: 'deepl', state: 'closed' },
      ],
    });
    libre.provider.setState('open');
    expect(service.status()).toMatchObject({ provider: 'deepl', machineTranslation: true });
    deepl.provider.setState('open');
    expect(service.status()).toMatchObject({ provider: null, machineTranslation: false });
    expect(createTranslateService({ table }).status()).toEqual({
      embedded: true,
      provider: null,
      machineTranslation: false,
      providers: [],
    });
  });
});

describe('TranslationCache bounds', () => {
  it('keeps at most maxEntries, evicting the least recently used', () => {
    const cache = new TranslationCache({ maxEntries: 3 });
    for (const t of ['a', 'b', 'c'])
      cache.set('de', t, { text: t.toUpperCase(), provider: 'deepl' });
    cache.get('de', 'a');
    cache.set('de', 'd', { text: 'D', provider: 'deepl' });
    expect(cache.size).toBe(3);
    expect(cache.get('de', 'b')).toBeUndefined();
    expect(cache.get('de', 'a')?.text).toBe('A');
  });

  it('keeps at most maxBytes', () => {
    const cache = new TranslationCache({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    const long = 'x'.repeat(4000);
    for (let i = 0; i < 100; i += 1)
      cache.set('de', `${i}${long}`, { text: long, provider: 'libretranslate' });
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeLessThan(100);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('separates languages', () => {
    const cache = new TranslationCache();
    cache.set('de', 'Hi', { text: 'Hallo', provider: 'deepl' });
    expect(cache.get('fr', 'Hi')).toBeUndefined();
  });
});
