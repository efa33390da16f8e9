/**
 * The page a form post without JavaScript gets when its lead was not stored: invalid
 * fields (400), database unavailable (503), too large, rate-limited. It lists the problems in the
 * visitor's language and sends them back with the browser's Back button, which restores the form
 * with everything they typed (a redirect to the form would empty it). Texts: `leads.*` catalogs.
 */
import { escapeUTF8 } from 'entities';
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import { translateKey } from '../../shared/i18n/messages';
import de from '../../src/i18n/messages/de/leads.json';
import en from '../../src/i18n/messages/en/leads.json';
import es from '../../src/i18n/messages/es/leads.json';
import fr from '../../src/i18n/messages/fr/leads.json';
import it from '../../src/i18n/messages/it/leads.json';
import pt from '../../src/i18n/messages/pt/leads.json';
import { bookingPath, bookingTopics, type BookingTopic } from '../../shared/booking';
import type { FieldError, LeadTopic, RequestErrorCode } from '../../shared/leads/schema';

// The bundled server reads no file at run time, so the `leads.*` catalogs are bundled into it;
// they are formatted by the same function as every page's catalog text.
type LeadMessages = typeof en;
const catalogs: Record<Locale, Record<string, string>> = { en, pt, de, es, it, fr };

export interface LeadErrorPage {
  locale: Locale;
  code: RequestErrorCode;
  errors?: FieldError[];
  topic?: LeadTopic;
}

/** Id of the form on the booking page, the target of the page's link. */
export const LEAD_FORM_ID = 'lead-form';

/** A `leads.*` message in a language, English filling a gap, ICU values applied. */
export function leadMessage(
  locale: Locale,
  key: keyof LeadMessages,
  values?: Record<string, number | string>,
): string {
  return translateKey(catalogs, locale, key, values);
}

/**
 * A complete, unstyled HTML document (the site's CSS has hashed names the server does not know).
 * @example renderLeadErrorPage({ locale: 'de', code: 'store_unavailable' })
 */
export function renderLeadErrorPage(page: LeadErrorPage): string {
  const { locale } = page;
  const t = (key: keyof LeadMessages, values?: Record<string, number | string>) =>
    escapeUTF8(leadMessage(locale, key, values));
  const items = (page.errors ?? []).map((e) => {
    const label = t(`leads.field.${e.field}` as keyof LeadMessages);
    const message = t(`leads.error.${e.code}` as keyof LeadMessages, {
      min: e.min ?? 0,
      max: e.max ?? 0,
    });
    return `<li><strong>${label}</strong><br>${message}</li>`;
  });
  const topic = (bookingTopics as readonly string[]).includes(page.topic ?? '')
    ? (page.topic as BookingTopic)
    : undefined;
  const formHref = escapeUTF8(`${bookingPath(locale, topic)}#${LEAD_FORM_ID}`);
  return [
    '<!doctype html>',
    `<html lang="${localeInfo[locale].tag}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${t('leads.errorPage.title')}</title></head>`,
    '<body><main>',
    `<h1>${t('leads.errorPage.title')}</h1>`,
    `<p role="alert">${t(`leads.error.${page.code}` as keyof LeadMessages)}</p>`,
    items.length ? `<ul>${items.join('')}</ul>` : '',
    `<p>${t('leads.errorPage.back')}</p>`,
    `<p><a href="${formHref}">${t('leads.errorPage.link')}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}
