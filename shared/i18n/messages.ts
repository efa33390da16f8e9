/**
 * The project's one way to turn a catalog message into text: ICU MessageFormat, formatted by
 * FormatJS's intl-messageformat in the page's locale. The pages (`src/i18n/catalog.ts`), the
 * server's lead error page and the tests all format through `formatMessage`; browser scripts get
 * the same messages compiled at build time (`compileMessage`, formatted by `compiled.ts`), which a unit test holds to
 * this formatter's output. Pure: no Node module, no file access.
 */
import {
  parse,
  TYPE,
  type MessageFormatElement,
  type SelectElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage, CompiledPart } from './compiled';
import { defaultLocale, localeInfo, type Locale } from './locales';

/** Values of a message's placeholders: `{ count: 2 }` for `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | Date>;

/** Who speaks in the pages (owner file `business.voice`): a team or one person. */
export type Voice = 'we' | 'I';

/** Every `{voice, select, ...}` of a parsed message, at any depth (inside plurals too). */
function voiceSelects(elements: MessageFormatElement[]): SelectElement[] {
  return elements.flatMap((el) => {
    if (el.type !== TYPE.select && el.type !== TYPE.plural) return [];
    const inner = Object.values(el.options).flatMap((option) => voiceSelects(option.value));
    return el.type === TYPE.select && el.value === 'voice' ? [el, ...inner] : inner;
  });
}

/**
 * A message with its voice chosen: each `{voice, select, I {...} other {...}}` replaced by the
 * source text of the branch the owner's voice picks (`I`, or `other` for 'we'), everything else
 * (facts, `{count, plural, ...}`) left as written for the formatter. The catalogs are resolved
 * once, when a page's messages are read, so no call site passes the voice.
 * @example chooseVoice('{voice, select, I {I build} other {We build}} workflows', 'I') // 'I build workflows'
 */
export function chooseVoice(message: string, voice: Voice): string {
  if (!message.includes('voice')) return message;
  const selects = voiceSelects(parse(message, { captureLocation: true }));
  let out = message;
  // From the last to the first, so the offsets of the earlier ones still hold.
  for (const el of selects.sort((a, b) => b.location!.start.offset - a.location!.start.offset)) {
    const branch = (voice === 'I' && el.options.I) || el.options.other!;
    const { start, end } = branch.location!;
    out =
      out.slice(0, el.location!.start.offset) +
      out.slice(start.offset + 1, end.offset - 1) +
      out.slice(el.location!.end.offset);
  }
  return out;
}

/**
 * Every message of a catalog with its voice chosen (`chooseVoice`).
 * @example withVoice({ hi: '{voice, select, I {I} other {We}} help' }, 'I').hi // 'I help'
 */
export function withVoice<M extends Record<string, string>>(messages: M, voice: Voice): M {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, chooseVoice(message, voice)]),
  ) as M;
}

const formatCache = new Map<string, IntlMessageFormat>();

/**
 * Formats one ICU message in a locale.
 * @example formatMessage('en', '{count, plural, one {# post} other {# posts}}', { count: 2 }) // '2 posts'
 */
export function formatMessage(locale: Locale, message: string, values?: MessageValues): string {
  if (!values && !message.includes('{') && !message.includes("'")) return message;
  const cacheKey = `${locale}\u0000${message}`;
  let fmt = formatCache.get(cacheKey);
  if (!fmt) {
    fmt = new IntlMessageFormat(message, localeInfo[locale].tag);
    formatCache.set(cacheKey, fmt);
  }
  return String(fmt.format(values));
}

/**
 * A catalog key's text in a locale: the locale's message, English filling a gap (so no raw key
 * reaches a visitor), the key itself when even English lacks it; then formatted.
 * @example translateKey({ en: { hi: 'Hi {name}' } }, 'de', 'hi', { name: 'Ana' }) // 'Hi Ana'
 */
export function translateKey(
  catalogs: Partial<Record<Locale, Record<string, string>>>,
  locale: Locale,
  key: string,
  values?: MessageValues,
): string {
  const message = catalogs[locale]?.[key] ?? catalogs[defaultLocale]?.[key] ?? key;
  return formatMessage(locale, message, values);
}

function compileElements(elements: MessageFormatElement[], message: string): CompiledMessage {
  const options = (from: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(
      Object.entries(from).map(([key, option]) => [key, compileElements(option.value, message)]),
    );
  return elements.map((el): CompiledPart => {
    switch (el.type) {
      case TYPE.literal:
        return el.value;
      case TYPE.argument:
        return { arg: el.value };
      case TYPE.pound:
        return { pound: true };
      case TYPE.number:
        if (el.style) break;
        return { number: el.value };
      case TYPE.select:
        return { select: el.value, options: options(el.options) };
      case TYPE.plural:
        return {
          plural: el.value,
          offset: el.offset,
          ordinal: el.pluralType === 'ordinal',
          options: options(el.options),
        };
    }
    throw new Error(
      `"${message}": a message for the browser holds text, {arg}, {n, number}, plural and select only`,
    );
  });
}

/**
 * A message compiled for the browser's `formatCompiled` (compiled.ts): parsed here, at build time,
 * by the parser intl-messageformat uses, so no ICU library reaches the browser. Throws on what
 * `formatCompiled` cannot format, which stops the build.
 * @example compileMessage('Page {page} of {count}') // ['Page ', { arg: 'page' }, ' of ', { arg: 'count' }]
 */
export function compileMessage(message: string): CompiledMessage {
  return compileElements(parse(message), message);
}
