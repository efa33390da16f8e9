import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/locales';
import {
  checkCatalogs,
  identicalAllowed,
  type CheckedFile,
} from '../../tools/lib/translate/catalog-check';
import {
  fillMessages,
  fromProviderText,
  orderLike,
  toProviderText,
} from '../../tools/lib/translate/fill';
import { escapeIcuLiteral, placeholders } from '../../tools/lib/translate/icu';
import { runScript } from './support/run-script';
import { startFakeLibreTranslate, type FakeProvider } from './translate-fake-providers';

const file = (locale: Locale, area: string, entries: Record<string, unknown>): CheckedFile => ({
  locale,
  area,
  path: `src/i18n/messages/${locale}/${area}.json`,
  entries,
});

const en = file('en', 'common', {
  'nav.home': 'Home',
  'nav.blog': 'Blog',
  'posts.count': '{count, plural, one {# post} other {# posts}}',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'notFound.code': '404',
  'hero.badge': 'Professional <b>n8n</b> Automation Expert',
});
const complete = (locale: Locale, overrides: Record<string, unknown> = {}) =>
  file(locale, 'common', {
    'nav.home': 'Startseite',
    'nav.blog': 'Blog',
    'posts.count': '{count, plural, one {# Beitrag} other {# Beiträge}}',
    'footer.copyright': '© {year} {name}. Alle Rechte vorbehalten.',
    'notFound.code': '404',
    'hero.badge': 'Professioneller <b>n8n</b>-Automatisierungsexperte',
    ...overrides,
  });
const others = (['pt', 'es', 'it', 'fr'] as const).map((l) => complete(l));

describe('placeholders', () => {
  it.each([
    ['Hello', []],
    ['Hi {name}', ['name:argument']],
    [
      '{count, plural, one {# post by {author}} other {# posts}}',
      ['author:argument', 'count:plural'],
    ],
    ['{d, date, short} <b>x</b>', ['b:tag', 'd:date']],
  ])('%s', (message, expected) => {
    expect(placeholders(message)).toEqual(expected);
  });
});

describe('checkCatalogs', () => {
  it('finds nothing when every locale matches English', () => {
    expect(checkCatalogs([en, complete('de'), ...others])).toEqual([]);
  });

  it.each([
    ['missing', complete('de', { 'nav.home': undefined }), 'missing', 'nav.home'],
    ['extra', complete('de', { 'nav.old': 'Alt' }), 'extra', 'nav.old'],
    [
      'renamed placeholder',
      complete('de', { 'footer.copyright': '© {jahr} {name}. Alle Rechte vorbehalten.' }),
      'placeholders',
      'footer.copyright',
    ],
    ['plural lost', complete('de', { 'posts.count': 'Beiträge' }), 'placeholders', 'posts.count'],
    [
      'rich-text tag lost',
      complete('de', { 'hero.badge': 'Professioneller n8n-Experte' }),
      'placeholders',
      'hero.badge',
    ],
    [
      'syntax error',
      complete('de', { 'posts.count': '{count, plural, one {# Beitrag}' }),
      'syntax',
      'posts.count',
    ],
    ['identical to English', complete('de', { 'nav.home': 'Home' }), 'identical', 'nav.home'],
    ['not a string', complete('de', { 'nav.home': 42 }), 'not-a-string', 'nav.home'],
  ])('reports %s', (_n, de, kind, key) => {
    const entries = Object.fromEntries(
      Object.entries(de.entries).filter(([, v]) => v !== undefined),
    );
    const problems = checkCatalogs([en, { ...de, entries }, ...others]);
    expect(problems.map((p) => `${p.locale} ${p.kind} ${p.key}`)).toEqual([`de ${kind} ${key}`]);
  });

  it('accepts a plural where English has a plain {count}, and the reverse', () => {
    const enPlain = file('en', 'common', { ...en.entries, 'posts.count': '{count} posts' });
    expect(checkCatalogs([enPlain, complete('de'), ...others])).toEqual([]);
    expect(
      checkCatalogs([en, complete('de', { 'posts.count': '{count} Beiträge' }), ...others]),
    ).toEqual([]);
  });

  it('reports keys in another area file than English, and duplicates', () => {
    const de1 = complete('de', { 'nav.blog': undefined });
    const entries = Object.fromEntries(
      Object.entries(de1.entries).filter(([, v]) => v !== undefined),
    );
    const problems = checkCatalogs([
      en,
      { ...de1, entries },
      file('de', 'nav', { 'nav.blog': 'Blog', 'nav.home': 'Start' }),
      ...others,
    ]);
    expect(problems.map((p) => `${p.kind} ${p.key}`).sort()).toEqual([
      'duplicate nav.home',
      'misplaced nav.blog',
    ]);
  });

  it('collapses a missing area file into one problem', () => {
    const problems = checkCatalogs([
      en,
      file('en', 'faq', { 'faq.a': 'A', 'faq.b': 'B' }),
      complete('de'),
      ...others,
    ]);
    const de = problems.filter((p) => p.locale === 'de');
    expect(de).toEqual([
      expect.objectContaining({
        kind: 'missing-file',
        file: 'src/i18n/messages/de/faq.json',
        detail: expect.stringContaining('2 key(s)'),
      }),
    ]);
  });

  it.each([
    ['404', 'de', true],
    ['{count}', 'fr', true],
    ['© {year} {name}', 'it', true],
    ['n8n', 'pt', true],
    ['HubSpot CRM', 'es', true],
    ['Blog', 'de', true],
    ['HTTP {status}: {statusText}', 'pt', true],
    ['{minutes} min', 'fr', true],
    ['Startups', 'it', false],
    ['FAQ', 'de', true],
    ['FAQ', 'es', false],
    ['Home', 'de', false],
    ['Professional n8n Automation Expert', 'fr', false],
  ] as const)('identicalAllowed(%j, %s) = %s', (text, locale, expected) => {
    expect(identicalAllowed(text, locale)).toBe(expected);
  });

  it('accepts proper names by key', () => {
    expect(identicalAllowed('Laura Bennett', 'de', undefined, 'work.testimonials.item1.name')).toBe(
      true,
    );
    expect(
      identicalAllowed('Laura Bennett', 'de', undefined, 'work.testimonials.item1.quote'),
    ).toBe(false);
  });
});

describe('fill helpers', () => {
  it.each([
    ['Plain text', { text: 'Plain text', args: [] }],
    [
      'Hi {name} & you',
      { text: 'Hi <span translate="no" data-ph="0"></span> &amp; you', args: ['name'] },
    ],
    [
      '{a} and {b} and {a}',
      {
        text: '<span translate="no" data-ph="0"></span> and <span translate="no" data-ph="1"></span> and <span translate="no" data-ph="0"></span>',
        args: ['a', 'b', 'a'],
      },
    ],
    ['{count, plural, one {#} other {#}}', undefined],
    ['{n, number}', undefined],
  ])('toProviderText(%j)', (message, expected) => {
    expect(toProviderText(message)).toEqual(expected);
  });

  it.each([
    ['Hallo <span translate="no" data-ph="0"></span> &amp; du', ['name'], 'Hallo {name} & du'],
    ['<span data-ph="0" translate="no"></span> l’équipe', ['name'], '{name} l’équipe'],
    ['l\'<span translate="no" data-ph="0"></span>', ['name'], "l''{name}"],
    ['Hallo', ['name'], undefined],
    ['Hallo <b>x</b> <span data-ph="0"></span>', ['name'], undefined],
    ['Texte {brut}', [], "Texte '{'brut'}'"],
  ])('fromProviderText(%j)', (answer, args, expected) => {
    expect(fromProviderText(answer, args)).toBe(expected);
  });

  it('escapes ICU syntax in literals', () => {
    expect(escapeIcuLiteral("it's {x}")).toBe("it's '{'x'}'");
    expect(escapeIcuLiteral("l'", true)).toBe("l''");
  });

  it('fills from the lookup first, then the provider, and skips what it cannot keep exact', async () => {
    const outcomes = await fillMessages(
      {
        a: 'Home',
        b: 'Hello {name}',
        c: '{count, plural, one {# post} other {# posts}}',
        d: 'Lost {x}',
      },
      'de',
      async (text) => ({
        text: text
          .replace('Hello', 'Hallo')
          .replace('Lost <span translate="no" data-ph="0"></span>', 'Verloren'),
        via: 'fake',
      }),
      (english) => (english === 'Home' ? 'Startseite' : undefined),
    );
    expect(outcomes).toEqual([
      { key: 'a', status: 'filled', value: 'Startseite', via: 'embedded' },
      { key: 'b', status: 'filled', value: 'Hallo {name}', via: 'fake' },
      { key: 'c', status: 'skipped', reason: expect.stringContaining('plural') },
      { key: 'd', status: 'skipped', reason: expect.stringContaining('placeholder') },
    ]);
  });

  it('orders a filled catalog like English', () => {
    expect(Object.keys(orderLike({ a: 1, b: 1, c: 1 }, { c: 'C', z: 'Z', a: 'A' }))).toEqual([
      'a',
      'c',
      'z',
    ]);
  });
});

describe('the scripts on a temporary project', () => {
  let root: string;
  let fake: FakeProvider;
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    runScript(script, args, root, env);
  const write = (path: string, data: unknown) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(data, null, 2));
  };

  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    root = mkdtempSync(join(tmpdir(), 'i18n-tools-'));
    write('src/i18n/messages/en/common.json', {
      'a.home': 'Home',
      'a.hello': 'Hello {name}',
      'a.more': 'Read more',
    });
    for (const l of ['pt', 'es', 'it', 'fr']) {
      write(`src/i18n/messages/${l}/common.json`, {
        'a.home': `home-${l}`,
        'a.hello': `hello-${l} {name}`,
        'a.more': `more-${l}`,
      });
    }
    write('src/i18n/messages/de/common.json', { 'a.home': 'Startseite' });
  });
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    await fake.close();
  });

  it('i18n:check exits 1 and names the missing keys, then 0 once filled', async () => {
    const before = await run('i18n-check.ts', []);
    expect(before.code).toBe(1);
    expect(before.out).toContain('src/i18n/messages/de/common.json  a.hello  key missing');

    const filled = await run('i18n-fill.ts', ['--lang', 'de'], { LIBRETRANSLATE_URL: fake.url });
    expect(filled.out).toContain('2 key(s) filled');
    expect(filled.code).toBe(0);
    expect(
      JSON.parse(readFileSync(join(root, 'src/i18n/messages/de/common.json'), 'utf8')),
    ).toEqual({
      'a.home': 'Startseite',
      'a.hello': '[de] Hello {name}',
      'a.more': '[de] Read more',
    });
    const after = await run('i18n-check.ts', []);
    expect(after.out).toContain('all catalogs match English');
    expect(after.code).toBe(0);
  });

  it('i18n:fill without a provider says so and exits non-zero', async () => {
    write('src/i18n/messages/en/extra.json', { 'x.new': 'Brand new text' });
    const result = await run('i18n-fill.ts', ['--lang', 'fr', '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.out).toContain('no provider configured');
  });

  it('i18n:fill rejects a bad --lang', async () => {
    expect((await run('i18n-fill.ts', ['--lang', 'en'])).code).toBe(2);
  });
});
