/**
 * The VAT words beside a price (`facts.vat` of the owner file) in each language: '$250 plus
 * VAT', '250 € zzgl. MwSt.', '250 € HT'. A small business that charges no VAT names the rule
 * that exempts it where the owner's country has one. The words are catalog messages
 * (`owner.vat.*` of `owner-words.ts`).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import type { Site } from '../../shared/site';
import { ownerWords } from './owner-words';

/** Member states of the European Union (ISO 3166-1; Greece is GR): prices there state VAT. */
export const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * The small-business rule of a country, cited beside an exempt price; '' where none is known.
 * Germany § 19 UStG, Austria § 6(1) no. 27 UStG, Portugal art. 53 CIVA, France art. 293 B CGI.
 */
const exemptionRule: Record<string, string> = {
  DE: '§ 19 UStG',
  AT: '§ 6 Abs. 1 Z 27 UStG',
  PT: 'art. 53.º CIVA',
  FR: 'art. 293 B du CGI',
};

/**
 * A formatted price with the VAT words of the owner file in one language; the price alone when
 * `facts.vat` is not set.
 * @example withVat('de', '250 €', site) // '250 € zzgl. MwSt.' (vat: excluded)
 * @example withVat('en', '€250', site) // '€250 (no VAT charged under § 19 UStG)' (exempt, German owner)
 */
export function withVat(
  locale: Locale,
  price: string,
  site: Pick<Site, 'facts' | 'legal'>,
): string {
  const vat = site.facts.vat;
  if (!vat) return price;
  const message = ownerWords[locale][`owner.vat.${vat}`];
  const law = exemptionRule[site.legal.address.country] ?? 'none';
  return String(new IntlMessageFormat(message, localeInfo[locale].tag).format({ price, law }));
}
