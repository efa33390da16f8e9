/**
 * Which legal notice the owner's country asks for: the imprint follows
 * `legal.address.country` of `content/site.yaml`, with variants for Germany, Portugal and Brazil
 * and a general one for every other country. Each variant names the fields its law requires, so
 * the launch check asks for those and nothing more.
 */
import type { Site } from '../../shared/site';

/** The imprint variants: a country with its own rules, or `general`. */
export const legalVariants = ['DE', 'PT', 'BR', 'general'] as const;
export type LegalVariant = (typeof legalVariants)[number];

/**
 * The imprint variant of a country code.
 * @example legalVariant('PT') // 'PT'
 * @example legalVariant('AT') // 'general'
 */
export function legalVariant(country: string): LegalVariant {
  return (legalVariants as readonly string[]).includes(country)
    ? (country as LegalVariant)
    : 'general';
}

/** A field the owner's country requires and the owner left empty. */
export interface MissingLegalField {
  /** Field path in the owner file: `legal.taxId`. */
  field: string;
  /** What asks for it: `Decreto 7.962/2013, art. 2 I (CNPJ or CPF)`. */
  law: string;
}

const soleProprietor = /einzel|sole|freiberuf|e\.\s?k\.|empres[aá]rio|unipessoal|mei\b/i;

/**
 * The fields `legal.address.country`'s law requires that are empty, with the rule asking for them.
 * Germany: who represents a company (§ 5(1) no. 1 DDG; not for a sole proprietor) and who is
 * responsible for the content (§ 18(2) MStV). Portugal: the NIPC or NIF (Decreto-Lei 7/2004,
 * art. 10) and the dispute-resolution entity with its website (Lei 144/2015, art. 18). Brazil:
 * the CNPJ or CPF (Decreto 7.962/2013, art. 2). Other countries: none beyond the schema's.
 * @example missingLegalFields(site) // [{ field: 'legal.taxId', law: 'Decreto 7.962/2013, art. 2 I (CNPJ or CPF)' }]
 */
export function missingLegalFields(site: Site): MissingLegalField[] {
  const { legal } = site;
  const missing: MissingLegalField[] = [];
  const need = (empty: boolean, field: string, law: string) => {
    if (empty) missing.push({ field, law });
  };
  switch (legalVariant(legal.address.country)) {
    case 'DE':
      need(
        legal.representedBy.length === 0 && !soleProprietor.test(legal.legalForm),
        'legal.representedBy',
        '§ 5(1) no. 1 DDG (who represents the company)',
      );
      need(
        !legal.contentResponsible,
        'legal.contentResponsible',
        '§ 18(2) MStV (person responsible for the content)',
      );
      break;
    case 'PT':
      need(!legal.taxId, 'legal.taxId', 'Decreto-Lei 7/2004, art. 10 (NIPC or NIF)');
      need(
        !legal.disputeResolution.name,
        'legal.disputeResolution.name',
        'Lei 144/2015, art. 18 (alternative dispute-resolution entity)',
      );
      need(
        !legal.disputeResolution.url,
        'legal.disputeResolution.url',
        'Lei 144/2015, art. 18 (website of the dispute-resolution entity)',
      );
      break;
    case 'BR':
      need(!legal.taxId, 'legal.taxId', 'Decreto 7.962/2013, art. 2 I (CNPJ or CPF)');
      break;
    case 'general':
      break;
  }
  return missing;
}
