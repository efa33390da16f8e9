import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyrightYears } from '@/components/layout/site-footer';
import { locales } from '../../shared/i18n/locales';
import { getSite } from '../../shared/node/site';
import { formatFacts } from '@/lib/facts';
import {
  applyConditions,
  fillTokens,
  formatAddress,
  legalConditions,
  legalDocs,
  loadLegalText,
} from '@/lib/legal';

const values = {
  ...formatFacts('en'),
  entity: 'Acme GmbH',
  address: 'Street 1',
  email: 'a@b.c',
  dpoName: 'D',
  dpoEmail: 'd@b.c',
  retentionDays: '365',
  calendarLoading: 'Loads.',
  measurement: 'Nothing is measured.',
  purchasePath: 'The purchase button leads to the booking page.',
};

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'legal-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('legal texts', () => {
  it.each(locales.flatMap((l) => legalDocs.map((d) => [l, d] as const)))(
    'content/legal/%s/%s.md renders with every placeholder known',
    async (locale, doc) => {
      const text = await loadLegalText(doc, locale, values);
      expect(text.title.length).toBeLessThanOrEqual(60);
      expect(text.description.length).toBeLessThanOrEqual(160);
      expect(text.html).toContain('<h2');
      expect(text.html).not.toMatch(/\{\w+\}/);
    },
  );

  it('a missing file, a bad field or an unknown placeholder stops the build naming the file', async () => {
    const root = project({
      'content/legal/de/privacy.md': '---\ntitle: Datenschutz\n---\nText',
      'content/legal/fr/privacy.md': '---\ntitle: T\ndescription: D\n---\nHello {nobody}',
    });
    await expect(loadLegalText('privacy', 'en', values, root)).rejects.toThrow(
      'content/legal/en/privacy.md: file is missing',
    );
    await expect(loadLegalText('privacy', 'de', values, root)).rejects.toThrow(
      'content/legal/de/privacy.md: description: Required',
    );
    await expect(loadLegalText('privacy', 'fr', values, root)).rejects.toThrow(
      'content/legal/fr/privacy.md: unknown placeholder {nobody}',
    );
    expect(() => fillTokens('{a} and {b}', { a: '1', b: '2' }, 'x')).not.toThrow();
  });

  it.each(locales)(
    '%s privacy: a German owner cites the GDPR, names no encarregado and no translation service',
    async (locale) => {
      const text = await loadLegalText('privacy', locale, values, undefined, { lgpd: false });
      expect(text.html).toMatch(/GDPR|DSGVO|RGPD/);
      expect(text.html + text.description).not.toMatch(/LGPD|encarregado|ANPD/);
      expect(text.html).not.toMatch(/DeepL|LibreTranslate/);
    },
  );

  it.each(locales)('%s privacy: Brazilian law where it applies', async (locale) => {
    const text = await loadLegalText('privacy', locale, values, undefined, { lgpd: true });
    expect(text.html).toContain('encarregado');
    expect(text.html).toContain('LGPD');
    expect(text.html).toContain('ANPD');
  });

  it('the owner file decides: Brazil, or a site addressing Brazil, brings the LGPD', () => {
    const site = getSite();
    const at = (country: string, brazilianVisitors: boolean) =>
      legalConditions({
        ...site,
        legal: { ...site.legal, address: { ...site.legal.address, country }, brazilianVisitors },
      }).lgpd;
    expect([at('DE', false), at('PT', false), at('BR', false), at('DE', true)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(applyConditions('a\n{if lgpd}\nb\n{end if}\nc\n', { lgpd: false }, 'x.md')).toBe(
      'a\nc\n',
    );
    expect(() => applyConditions('{if eu}\nb\n{end if}\n', { lgpd: true }, 'x.md')).toThrow(
      'x.md: unknown condition {if eu}',
    );
    expect(() => applyConditions('{if lgpd}\nb\n', { lgpd: true }, 'x.md')).toThrow(
      'x.md: {if lgpd} without its pair',
    );
  });

  it('formats the address with the country in the page language', () => {
    const a = { street: 'Musterstraße 1', postalCode: '12345', city: 'Musterstadt', country: 'DE' };
    expect(formatAddress(a, 'en')).toBe('Musterstraße 1, 12345 Musterstadt, Germany');
    expect(formatAddress(a, 'fr')).toBe('Musterstraße 1, 12345 Musterstadt, Allemagne');
  });

  it('shows the copyright from the starting year to the build year', () => {
    expect(copyrightYears(2024, new Date('2026-06-01'))).toBe('2024–2026');
    expect(copyrightYears(2026, new Date('2026-06-01'))).toBe('2026');
  });
});
