import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales } from '../../shared/i18n/locales';
import { formatFacts } from '@/lib/facts';

/**
 * Numbers and prices in the reader's format. English notation ('99.9%', '$250')
 * must not appear in another language's texts; the facts are formatted with Intl.
 * No currency amount, percentage or numeric range is typed into a catalog, FAQ or
 * page file in any language: each comes from the owner file (`{agentPrice}`, `{uptime}`,
 * `{standardWeeks}`) and is formatted with Intl for the page.
 */
const texts = (locale: string): [string, string][] => [
  ...readdirSync(`src/i18n/messages/${locale}`).map(
    (f) =>
      [
        `src/i18n/messages/${locale}/${f}`,
        readFileSync(`src/i18n/messages/${locale}/${f}`, 'utf8'),
      ] as [string, string],
  ),
  [`content/faq/${locale}.json`, readFileSync(`content/faq/${locale}.json`, 'utf8')],
];

/** Every text value of a catalog, FAQ or page file, with where it is. */
function textValues(file: string, text: string): [string, string][] {
  const data: unknown = file.endsWith('.json') ? JSON.parse(text) : parse(text);
  const found: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') found.push([at, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) if (key !== 'id') walk(v, `${at}.${key}`);
  };
  walk(data, file);
  return found;
}

/** A typed currency amount ('$40', '250 USD', '10 €'), percentage ('80%') or range ('1-2', '1 à 2'). */
const typedFigure = new RegExp(
  [
    /(?:US\$|R\$|[$€£])\s?\d/.source,
    /\d[\d.,\u00a0\u202f ]*\s?(?:US\$|\$US|[$€£]|USD|EUR|BRL)(?![A-Za-z])/.source,
    /\d\s?[\u00a0\u202f]?%/.source,
    /\d+\s?(?:Prozent|por ciento|per cento|pour cent|por cento|percent)\b/.source,
    /(?<![\w.\-/])\d+(?:[.,]\d+)?\s?[-–—]\s?\d+(?![\w.\-/:])/.source,
    /(?<![\w.])\d+\s(?:bis|à|a|al|até|to)\s\d+(?![\w.])/.source,
  ].join('|'),
  'u',
);

describe('numbers in the reader’s format', () => {
  it.each(locales)(
    '%s catalogs, FAQ and page lists type no amount, percentage or range',
    (locale) => {
      const files = [
        ...readdirSync(`src/i18n/messages/${locale}`).map(
          (f) => `src/i18n/messages/${locale}/${f}`,
        ),
        `content/faq/${locale}.json`,
        `content/pages/${locale}.yaml`,
      ];
      const typed = files.flatMap((file) =>
        textValues(file, readFileSync(file, 'utf8'))
          .filter(([, value]) => typedFigure.test(value))
          .map(([at, value]) => `${at}: "${typedFigure.exec(value)![0]}"`),
      );
      expect(typed).toEqual([]);
    },
  );

  it('recognises what it must keep out', () => {
    for (const typed of [
      '$40',
      '250 USD',
      '10 €',
      '80%',
      '99,9\u00a0%',
      '1-2 semanas',
      '1 à 2',
      'US$ 10',
    ])
      expect(typedFigure.test(typed), typed).toBe(true);
    for (const fine of [
      'n8n 2.0',
      'HMAC-SHA256',
      '24/7',
      '2024-01-01',
      '{uptime}',
      'a 30-day month',
    ])
      expect(typedFigure.test(fine), fine).toBe(false);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s texts never use English notation', (locale) => {
    for (const [file, text] of texts(locale)) {
      expect(text, file).not.toMatch(/99\.9\s*%/);
      expect(text, file).not.toMatch(/(?<![A-Z])\$\s?250\b/);
    }
  });

  it('formats the uptime target and the agent price per language', () => {
    expect(formatFacts('en').uptime).toBe('99.9%');
    expect(formatFacts('de').uptime).toBe('99,9\u00a0%');
    expect(formatFacts('fr').uptime).toMatch(/^99,9[\u00a0\u202f]%$/);
    expect(formatFacts('en').agentPrice).toBe('$250');
    expect(formatFacts('pt').agentPrice).toBe('US$\u00a0250');
    expect(formatFacts('de').agentPrice).toBe('250\u00a0$');
    // Spain writes the dollar as USD, not the Latin American US$.
    expect(formatFacts('es').agentPrice).toBe('250\u00a0USD');
  });

  it('states the agent price one way: no "starts at $250" beside the $250 agent-only price', () => {
    for (const locale of locales) {
      const faq = readFileSync(`content/faq/${locale}.json`, 'utf8');
      expect(faq).not.toMatch(
        /start at \$250|a partir de US|gibt es ab|parten de|partono da|démarrent à/,
      );
    }
  });
});

describe('one word for one thing', () => {
  it('Spanish says "flujo de trabajo" in prose; "workflow" stays only in n8n names and paths', () => {
    const articles = readdirSync('content/blog/es').map(
      (f) => [`content/blog/es/${f}`, readFileSync(`content/blog/es/${f}`, 'utf8')] as const,
    );
    for (const [file, text] of [...texts('es'), ...articles]) {
      // Interface names are capitalised or in bold; URLs and quoted terms keep the English word.
      const prose = text
        // The wiki's glossary headings name the English term with its translation.
        .replace(/```[\s\S]*?```|`[^`]*`|^#{2,4} .*\)$/gm, '')
        .replace(/\*\*[^*]+\*\*|\([^)]*\)|«[^»]*»|[\w/-]*-?workflow-[\w-]*|-workflows?\b/g, '')
        .replace(/"id": "[^"]*"|"[\w.]+":/g, '');
      expect(prose.match(/\bworkflows?\b/g) ?? [], file).toEqual([]);
    }
  });
});
