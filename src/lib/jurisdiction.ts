/**
 * Which legal notice the owner's country asks for: the imprint follows
 * `legal.address.country` of `content/site.yaml`, with variants for Germany, Portugal and Brazil
 * and a general one for every other country. Each variant names the fields its law requires, so
 * the launch check asks for those and nothing more.
 */
import type { LegalFormKind, Site } from '../../shared/site';

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

/**
 * A `legalForm` text that names a person's business, not a company (older owner files say
 * `legalForm: Einzelunternehmen` without `form`). "Unipessoal, Lda." is a company.
 */
const personForm =
  /einzel|sole|freiberuf|freelanc|e\.\s?k\.|empres[aá]rio|aut[oô]nom|independente|\bmei\b/i;
const companyForm = /\blda\b|ltda|gmbh|\bug\b|\bag\b/i;

/**
 * Who the business is in law: `legal.form`, or read from `legalForm` when the owner file has none.
 * @example legalFormOf({ legalForm: 'Einzelunternehmen' }) // 'sole-trader'
 * @example legalFormOf({ legalForm: 'Unipessoal, Lda.' }) // 'company'
 */
export function legalFormOf(legal: Pick<Site['legal'], 'form' | 'legalForm'>): LegalFormKind {
  if (legal.form) return legal.form;
  return personForm.test(legal.legalForm) && !companyForm.test(legal.legalForm)
    ? 'sole-trader'
    : 'company';
}

/**
 * The legal name as the imprint and structured data write it: a company with its form
 * (`Flowcraft Automation GmbH`), a person by name alone (`Markus Huber`, never "Markus Huber
 * Einzelunternehmer").
 */
export function legalName(legal: Site['legal']): string {
  return legalFormOf(legal) === 'company'
    ? `${legal.entityName} ${legal.legalForm}`.trim()
    : legal.entityName;
}

/**
 * The name the business trades under when the legal name does not say it: `legal.tradingName`,
 * else the brand when the legal name does not contain it; null when the legal name is enough.
 * @example tradingName(markusHuber) // 'Flowcraft Automation'
 */
export function tradingName(site: Pick<Site, 'business' | 'legal'>): string | null {
  const name = site.legal.tradingName || site.business.brandName;
  const norm = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  return norm(legalName(site.legal)).includes(norm(name)) ? null : name;
}

/**
 * The fields `legal.address.country`'s law requires of the business's legal form that are empty,
 * with the rule asking for them.
 * Germany: a company (GmbH, UG) names who represents it (§ 5(1) no. 1 DDG) and its register entry
 * (§ 5(1) no. 4 DDG); everyone names who is responsible for the content (§ 18(2) MStV).
 * Portugal: the NIPC or NIF (Decreto-Lei 7/2004, art. 10) and the dispute-resolution entity with
 * its website (Lei 144/2015, art. 18); a company (Lda., Unipessoal Lda.) also its registry office
 * and registration number (Código das Sociedades Comerciais, art. 171(1)) and its share capital
 * (art. 171(2)). Brazil: the CNPJ or CPF (Decreto 7.962/2013, art. 2), for a LTDA and a MEI alike.
 * Other countries: none beyond the schema's.
 * @example missingLegalFields(site) // [{ field: 'legal.taxId', law: 'Decreto 7.962/2013, art. 2 I (CNPJ or CPF)' }]
 */
export function missingLegalFields(site: Site): MissingLegalField[] {
  const { legal } = site;
  const company = legalFormOf(legal) === 'company';
  const missing: MissingLegalField[] = [];
  const need = (empty: boolean, field: string, law: string) => {
    if (empty) missing.push({ field, law });
  };
  switch (legalVariant(legal.address.country)) {
    case 'DE':
      need(
        company && legal.representedBy.length === 0,
        'legal.representedBy',
        '§ 5(1) no. 1 DDG (who represents the company)',
      );
      need(
        company && !legal.register.court,
        'legal.register.court',
        '§ 5(1) no. 4 DDG (the register a company is entered in)',
      );
      need(
        company && !legal.register.number,
        'legal.register.number',
        '§ 5(1) no. 4 DDG (register number)',
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
        company && !legal.register.court,
        'legal.register.court',
        'Código das Sociedades Comerciais, art. 171(1) (conservatória do registo comercial)',
      );
      need(
        company && !legal.register.number,
        'legal.register.number',
        'Código das Sociedades Comerciais, art. 171(1) (número de matrícula)',
      );
      need(
        company && !legal.shareCapital,
        'legal.shareCapital',
        'Código das Sociedades Comerciais, art. 171(2) (capital social)',
      );
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
