import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import { localizePath } from '../../../shared/i18n/paths';
import type { Locale } from '../../../shared/i18n/locales';
import {
  fieldErrorCodes,
  leadFields,
  leadLimits,
  requestErrorCodes,
} from '../../../shared/leads/schema';

/**
 * What the form's script shows, formatted here at build time by the pages' own ICU formatter, so
 * the browser needs no formatter (the script stays small enough to be inlined in the page): every
 * error's text, the limits' texts per field (`too_long` with that field's maximum), and the
 * summary for each possible number of faulty fields.
 */
export interface LeadFormText {
  errors: Record<string, string>;
  /** `too_short` / `too_long` per field that has limits, with the limit filled in. */
  limits: Record<string, Record<string, string>>;
  /** `summary[n - 1]`: the summary for n faulty fields. */
  summary: string[];
  sending: string;
  sent: string;
  thankYou: string;
}

/** The codes whose text names a field's limit: in `limits`, per field. */
const LIMIT_CODES = new Set<string>(['too_short', 'too_long']);

export function leadFormText(locale: Locale, m: Messages): LeadFormText {
  const t = (key: MessageKey, values: Record<string, string | number> = {}) =>
    formatMessage(locale, m[key], values);
  const error = (code: string, values: Record<string, number> = {}) =>
    t(`leads.error.${code}` as MessageKey, values);
  const limits = Object.fromEntries(
    Object.entries(leadLimits).map(([field, limit]) => [
      field,
      {
        too_long: error('too_long', { max: limit.max }),
        ...('min' in limit ? { too_short: error('too_short', { min: limit.min }) } : {}),
      },
    ]),
  );
  return {
    errors: Object.fromEntries(
      [...fieldErrorCodes, ...requestErrorCodes]
        .filter((code) => !LIMIT_CODES.has(code))
        .map((code) => [code, error(code)]),
    ),
    limits,
    summary: leadFields.map((_, i) => t('leads.form.errorSummary', { count: i + 1 })),
    sending: m['leads.form.sending'],
    sent: m['leads.form.sent'],
    thankYou: `${localizePath('/thank-you', locale)}?lead=sent`,
  };
}
