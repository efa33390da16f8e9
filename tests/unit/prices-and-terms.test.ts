/**
 * Prices and the purchase: every price says how it stands to VAT (`facts.vat`) in each language,
 * and the terms of purchase describe the purchase path actually configured (`CHECKOUT_URL`'s
 * payment page, or the booking page), with the launch check catching a mismatch.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatFacts } from '@/lib/facts';
import { launchProblems, termsProblems } from '@/lib/launch';
import { withVat } from '@/lib/vat';
import { locales } from '../../shared/i18n/locales';
import { type Site } from '../../shared/site';
import { loadSite } from '../../shared/node/site';
import { tempProject } from './support/content-dir';

const shipped = loadSite();

function priced(vat: Site['facts']['vat'], country = 'DE'): Site {
  const site = structuredClone(shipped);
  site.facts.vat = vat;
  site.facts.agent.price = { amount: 250, currency: 'EUR' };
  site.legal.address.country = country;
  return site;
}

describe('VAT beside every price', () => {
  it('says included, excluded or exempt in each language', () => {
    const price = (vat: Site['facts']['vat'], locale: (typeof locales)[number], country = 'DE') =>
      // Intl puts a no-break space between amount and currency; compared as plain spaces.
      formatFacts(locale, priced(vat, country)).agentPrice.replace(/[\u00a0\u202f]/g, ' ');
    expect(price('excluded', 'de')).toBe('250 € zzgl. MwSt.');
    expect(price('included', 'de')).toBe('250 € inkl. MwSt.');
    expect(price('excluded', 'en')).toBe('€250 plus VAT');
    expect(price('excluded', 'fr')).toBe('250 € HT');
    expect(price('included', 'fr')).toBe('250 € TTC');
    // A German Kleinunternehmer names § 19 UStG; a small business elsewhere says what it is.
    expect(price('exempt', 'de')).toBe('250 € (gem. § 19 UStG keine USt.)');
    expect(price('exempt', 'en')).toBe('€250 (no VAT charged under § 19 UStG)');
    expect(price('exempt', 'fr', 'FR')).toBe('250 € (TVA non applicable, art. 293 B du CGI)');
    expect(price('exempt', 'pt', 'PT')).toMatch(
      /^€ ?250 \(isento de IVA com base no art\. 53\.º CIVA\)$/,
    );
    expect(price('exempt', 'es', 'ES')).toBe('250 € (exento de IVA: pequeña empresa)');
    for (const locale of locales) {
      for (const vat of ['included', 'excluded', 'exempt'] as const)
        expect(price(vat, locale)).not.toBe(price(undefined, locale));
    }
  });

  it('without facts.vat a price stands alone (a country without VAT), as the spec writes it', () => {
    expect(withVat('en', '$250', priced(undefined, 'BR'))).toBe('$250');
    expect(formatFacts('en', { ...shipped }).agentPrice).toBe('$250');
  });

  it('the launch check asks for it in the European Union, and only there', () => {
    const project = tempProject(['']);
    const what = () => launchProblems({}, project.root).map((p) => p.what);
    expect(what().join('\n')).toMatch(/facts\.vat is not set/);
    project.writeText(
      'content/site.yaml',
      readFileSync('content/site.yaml', 'utf8').replace('  # vat: excluded', '  vat: exempt'),
    );
    expect(what().join('\n')).not.toMatch(/facts\.vat/);
    project.writeText(
      'content/site.yaml',
      readFileSync('content/site.yaml', 'utf8').replace('    country: DE', '    country: BR'),
    );
    expect(what().join('\n')).not.toMatch(/facts\.vat/);
  });
});

describe('the terms describe the purchase path configured', () => {
  it('the shipped terms quote {purchasePath} and pass with or without CHECKOUT_URL', () => {
    expect(termsProblems('')).toEqual([]);
    expect(termsProblems('https://pay.example/agent')).toEqual([]);
  });

  it('a payment page in the terms without CHECKOUT_URL is a mismatch the launch check names', () => {
    const project = tempProject(['legal']);
    const file = 'content/legal/de/terms.md';
    project.writeText(
      file,
      readFileSync(file, 'utf8').replace(
        '{purchasePath}',
        'Sie bezahlen auf der Bezahlseite, auf die Sie weitergeleitet werden.',
      ),
    );
    expect(termsProblems('', project.root).map((p) => p.what)).toEqual([
      `${file} does not quote {purchasePath}: the terms must say how 'Purchase Now' sells the agent, and that depends on CHECKOUT_URL`,
      `${file} speaks of a payment page ("Bezahlseite"), but CHECKOUT_URL is not set: 'Purchase Now' leads to the booking page`,
    ]);
    // With a payment page configured only the missing placeholder remains.
    expect(termsProblems('https://pay.example/agent', project.root)).toHaveLength(1);
  });
});
