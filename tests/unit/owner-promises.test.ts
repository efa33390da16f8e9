/**
 * Promises an owner may need to change live in the owner file, not in the catalogs: how the
 * workflows are watched ('24/7 monitoring') is `facts.support.monitoring`, quoted as {monitoring}
 * by the site's descriptions in every language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillMessageFacts, formatFacts } from '@/lib/facts';
import { locales, type Locale } from '../../shared/i18n/locales';
import { loadSite } from '../../shared/node/site';

const shipped = loadSite();
const catalog = (locale: Locale, area: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/${area}.json`, 'utf8')) as Record<
    string,
    string
  >;

describe('the monitoring promise comes from the owner file', () => {
  it.each(locales)(
    '%s: no description types it; the site and services ones quote {monitoring}',
    (locale) => {
      const texts = [
        catalog(locale, 'common')['site.description']!,
        catalog(locale, 'services')['services.metaDescription']!,
      ];
      for (const text of texts) expect(text).toContain('{monitoring}');
      for (const text of [...texts, catalog(locale, 'home')['home.metaDescription']!])
        expect(text).not.toMatch(/24\s?\/\s?7|24 h\/24|rund um die Uhr/);
    },
  );

  it.each(locales)('%s: the owner’s words replace the default', (locale) => {
    const site = structuredClone(shipped);
    const own = Object.fromEntries(locales.map((l) => [l, `watch-${l}`])) as Record<Locale, string>;
    expect(formatFacts(locale, site).monitoring).toMatch(/24/);
    site.facts.support.monitoring = own;
    const filled = fillMessageFacts(catalog(locale, 'common'), formatFacts(locale, site));
    expect(filled['site.description']).toContain(`watch-${locale}`);
    expect(filled['site.description']).not.toMatch(/24\s?\/\s?7|24 h\/24/);
  });
});
