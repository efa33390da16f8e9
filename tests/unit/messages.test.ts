/**
 * One message system: the pages (`createTranslator`), the server's lead error page
 * (`leadMessage`, `renderLeadErrorPage`) and the lead form's texts (formatted at build time for
 * its script) turn a catalog key into the same text, through the one ICU formatter.
 */
import { escapeUTF8 } from 'entities';
import { describe, expect, it } from 'vitest';
import { catalogs, createTranslator, getMessages, type MessageKey } from '@/i18n/catalog';
import { leadMessage, renderLeadErrorPage } from '../../server/leads/error-page';
import { localeInfo, locales } from '../../shared/i18n/locales';
import { formatMessage, translateKey } from '../../shared/i18n/messages';
import { fieldErrorCodes, leadLimits, requestErrorCodes } from '../../shared/leads/schema';
import { leadFormText } from '@/components/booking/lead-form-text';

const codes = [...fieldErrorCodes, ...requestErrorCodes];
const samples = [
  { min: 10, max: 5000, count: 1, hours: 24, price: '$250' },
  { min: 1, max: 120, count: 2, hours: 1, price: '250 €' },
  { min: 2, max: 1234567, count: 21, hours: 48, price: '' },
];

describe('one message system', () => {
  for (const locale of locales) {
    it(`${locale}: the error page and the pages give one text for each leads.* key it shows`, () => {
      const t = createTranslator(locale);
      // The error page shows the field names, the error texts and its own lines. The server
      // reads no owner file, so none of them may depend on the owner's voice (`business.voice`):
      // they are worded without 'we' or 'I'. The form's own texts ('Send me your request') are
      // formatted by the pages only.
      const keys = Object.keys(getMessages(locale)).filter((k) =>
        /^leads\.(?:error|field|errorPage)\./.test(k),
      ) as MessageKey[];
      expect(keys.length).toBeGreaterThan(codes.length);
      const raw = catalogs[locale];
      expect(keys.filter((key) => raw[key]?.includes('{voice'))).toEqual([]);
      for (const key of keys) {
        for (const values of samples) {
          expect(leadMessage(locale, key as Parameters<typeof leadMessage>[1], values)).toBe(
            t(key, values),
          );
        }
      }
    });

    it(`${locale}: the lead form's texts read as the server's`, () => {
      const text = leadFormText(locale, getMessages(locale));
      for (const code of codes.filter((c) => c !== 'too_short' && c !== 'too_long')) {
        expect(text.errors[code], code).toBe(
          leadMessage(locale, `leads.error.${code}` as Parameters<typeof leadMessage>[1], {}),
        );
      }
      for (const [field, limit] of Object.entries(leadLimits)) {
        expect(text.limits[field]!.too_long).toBe(
          leadMessage(locale, 'leads.error.too_long', { max: limit.max }),
        );
      }
      text.summary.forEach((summary, i) =>
        expect(summary).toBe(leadMessage(locale, 'leads.form.errorSummary', { count: i + 1 })),
      );
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
