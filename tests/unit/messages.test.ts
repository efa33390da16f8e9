/**
 * One message system: the pages (`createTranslator`), the server's lead error page
 * (`leadMessage`, `renderLeadErrorPage`) and the lead form's browser script (compiled messages)
 * turn a catalog key into the same text, through the one ICU formatter.
 */
import { escapeUTF8 } from 'entities';
import { describe, expect, it } from 'vitest';
import { createTranslator, getMessages, type MessageKey } from '@/i18n/catalog';
import { leadMessage, renderLeadErrorPage } from '../../server/leads/error-page';
import { formatCompiled } from '../../shared/i18n/compiled';
import { localeInfo, locales } from '../../shared/i18n/locales';
import { compileMessage, formatMessage, translateKey } from '../../shared/i18n/messages';
import { fieldErrorCodes, requestErrorCodes } from '../../shared/leads/schema';

const codes = [...fieldErrorCodes, ...requestErrorCodes];
const samples = [
  { min: 10, max: 5000, count: 1, hours: 24, price: '$250' },
  { min: 1, max: 120, count: 2, hours: 1, price: '250 €' },
  { min: 2, max: 1234567, count: 21, hours: 48, price: '' },
];

describe('one message system', () => {
  for (const locale of locales) {
    it(`${locale}: the error page and the pages give one text for each leads.* key`, () => {
      const t = createTranslator(locale);
      const keys = Object.keys(getMessages(locale)).filter((k) =>
        k.startsWith('leads.'),
      ) as MessageKey[];
      expect(keys.length).toBeGreaterThan(codes.length);
      for (const key of keys) {
        for (const values of samples) {
          expect(leadMessage(locale, key as Parameters<typeof leadMessage>[1], values)).toBe(
            t(key, values),
          );
        }
      }
    });

    it(`${locale}: the lead form's compiled messages read as the server's`, () => {
      const m = getMessages(locale);
      const tag = localeInfo[locale].tag;
      const keys = [
        ...codes.map((code) => `leads.error.${code}` as MessageKey),
        'leads.form.errorSummary' as const,
      ];
      for (const key of keys) {
        for (const values of samples) {
          expect(formatCompiled(compileMessage(m[key]), tag, values)).toBe(
            leadMessage(locale, key as Parameters<typeof leadMessage>[1], values),
          );
        }
      }
    });
  }

  it('the error page shows a limit as the pages and the form do: 5.000 in German', () => {
    const html = renderLeadErrorPage({
      locale: 'de',
      code: 'invalid_fields',
      errors: [{ field: 'message', code: 'too_long', max: 5000 }],
    });
    const text = createTranslator('de')('leads.error.too_long', { max: 5000 });
    expect(text).toContain('5.000');
    expect(html).toContain(escapeUTF8(text));
  });

  it('a key missing in a language reads in English, an unknown key as itself', () => {
    const catalogs = { en: { hi: 'Hi {name}' }, de: {} };
    expect(translateKey(catalogs, 'de', 'hi', { name: 'Ana' })).toBe('Hi Ana');
    expect(translateKey(catalogs, 'de', 'nope')).toBe('nope');
    expect(formatMessage('fr', '{n, number}', { n: 1234.5 })).toBe(
      new Intl.NumberFormat(localeInfo.fr.tag).format(1234.5),
    );
  });
});
