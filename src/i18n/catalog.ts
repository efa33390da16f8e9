import { defaultLocale, locales, type Locale } from '../../shared/i18n/locales';
import { formatMessage, withVoice, type MessageValues } from '../../shared/i18n/messages';
import { getSite } from '../../shared/node/site';
// English is the source catalog and defines the key type. One JSON file per feature area;
// add the area's English file here when you add an area (a unit test checks the list).
import enCommon from './messages/en/common.json';
import enServices from './messages/en/services.json';
import enWork from './messages/en/work.json';
import enFaq from './messages/en/faq.json';
import enBooking from './messages/en/booking.json';
import enThankYou from './messages/en/thank-you.json';
import enBlog from './messages/en/blog.json';
import enHome from './messages/en/home.json';
import enUseCases from './messages/en/use-cases.json';
import enLeads from './messages/en/leads.json';
import enServicePages from './messages/en/service-pages.json';
import enLegal from './messages/en/legal.json';
import enCaseStudies from './messages/en/case-studies.json';
import enCalculator from './messages/en/calculator.json';
import enAgent from './messages/en/agent.json';
import enOwner from './messages/en/owner.json';

const en = {
  ...enCommon,
  ...enServices,
  ...enWork,
  ...enFaq,
  ...enBooking,
  ...enThankYou,
  ...enBlog,
  ...enHome,
  ...enUseCases,
  ...enLeads,
  ...enServicePages,
  ...enLegal,
  ...enCaseStudies,
  ...enCalculator,
  ...enAgent,
  ...enOwner,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
// The one ICU formatter (shared with the server's lead error page), re-exported for the pages.
export { formatMessage, type MessageValues };

const files = import.meta.glob<Record<string, string>>('./messages/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every catalog as loaded from disk, merged per locale: `{ de: { 'nav.home': 'Startseite' } }`. */
export const catalogs: Record<Locale, Record<string, string>> = Object.fromEntries(
  locales.map((l) => [l, {} as Record<string, string>]),
) as Record<Locale, Record<string, string>>;
/** Which file each key came from, for error messages. */
export const keySources: Record<Locale, Record<string, string>> = Object.fromEntries(
  locales.map((l) => [l, {} as Record<string, string>]),
) as Record<Locale, Record<string, string>>;

for (const [file, entries] of Object.entries(files)) {
  const locale = file.split('/')[2] as Locale;
  if (!catalogs[locale]) throw new Error(`${file}: unknown locale folder "${locale}"`);
  for (const [key, value] of Object.entries(entries)) {
    if (key in catalogs[locale]) {
      throw new Error(`${file}: key "${key}" is already defined in ${keySources[locale][key]}`);
    }
    catalogs[locale][key] = value;
    keySources[locale][key] = file;
  }
}

/** The keys the typed English source defines (used by the catalog test). */
export const sourceKeys = Object.keys(en) as MessageKey[];

const voiced = new Map<Locale, Messages>();

/**
 * The messages of a locale, English filling any gap so no raw key ever reaches a page, in the
 * owner file's voice (`business.voice`: each `{voice, select, I {...} other {...}}` is already
 * the chosen wording, so no page passes the voice). Facts and other placeholders stay for the
 * caller. Kept per locale: the owner file is read once per build.
 */
export function getMessages(locale: Locale): Messages {
  let messages = voiced.get(locale);
  if (!messages) {
    const merged = { ...catalogs[defaultLocale], ...catalogs[locale] } as Messages;
    messages = withVoice(merged, getSite().business.voice);
    voiced.set(locale, messages);
  }
  return { ...messages };
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Translator for server-rendered components. Islands and browser scripts get plain message
 * objects or texts rendered into the page instead, never this function.
 */
export function createTranslator(locale: Locale): Translate {
  const messages = getMessages(locale);
  return (key, values) => formatMessage(locale, messages[key] ?? key, values);
}
