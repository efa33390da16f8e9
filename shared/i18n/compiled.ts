/**
 * ICU formatting in the browser without shipping an ICU library: the build parses a catalog
 * message with FormatJS's parser and compiles it to this plain form (`compileMessage` in
 * `messages.ts`), and `formatCompiled` formats it the way intl-messageformat does, with the
 * platform's Intl plural and number rules. The blog search formats its messages
 * with it. Only text, `{arg}`, `{n, number}`, plural with `#` and select are compiled; anything
 * else fails the build. No import: browser scripts load this file.
 */

/** One piece of a compiled message. */
export type CompiledPart =
  | string
  /** `{name}`: the value as given (`String(value)`, as intl-messageformat does). */
  | { arg: string }
  /** `{name, number}`: the value in the locale's number format. */
  | { number: string }
  /** `#` inside a plural branch: the plural value, minus the offset, in the number format. */
  | { pound: true }
  | { select: string; options: Record<string, CompiledMessage> }
  | {
      plural: string;
      offset: number;
      ordinal: boolean;
      /** `=0`, `one`, `other`... */
      options: Record<string, CompiledMessage>;
    };
export type CompiledMessage = CompiledPart[];

type Values = Record<string, string | number>;

const own = (options: Record<string, CompiledMessage>, key: string) =>
  Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;

/**
 * Formats a compiled message.
 * @example formatCompiled(compileMessage('{count, plural, one {# post} other {# posts}}'), 'en-US', { count: 2 }) // '2 posts'
 */
export function formatCompiled(
  message: CompiledMessage,
  tag: string,
  values: Values,
  pound?: number,
): string {
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') out += part;
    else if ('arg' in part) out += String(values[part.arg] ?? '');
    else if ('number' in part)
      out += new Intl.NumberFormat(tag).format(Number(values[part.number]));
    else if ('pound' in part)
      out += pound === undefined ? '' : new Intl.NumberFormat(tag).format(pound);
    else if ('select' in part) {
      const branch =
        own(part.options, String(values[part.select])) ?? own(part.options, 'other') ?? [];
      out += formatCompiled(branch, tag, values);
    } else {
      const value = Number(values[part.plural]);
      const rule = new Intl.PluralRules(tag, { type: part.ordinal ? 'ordinal' : 'cardinal' });
      const branch =
        own(part.options, `=${value}`) ??
        own(part.options, rule.select(value - part.offset)) ??
        own(part.options, 'other') ??
        [];
      out += formatCompiled(branch, tag, values, value - part.offset);
    }
  }
  return out;
}
