import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { formatFacts } from '@/lib/facts';

/**
 * Issue 13 §4: numbers and prices in the reader's format. English notation ('99.9%', '$250')
 * must not appear in another language's texts; the facts are formatted with Intl.
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

describe('numbers in the reader’s format', () => {
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
