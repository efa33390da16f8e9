import { IntlMessageFormat } from 'intl-messageformat';

/** ICU AST element types, as numbered by `@formatjs/icu-messageformat-parser`. */
const TYPE = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
};
const typeName: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

interface AstElement {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/** Parses an ICU message; throws with the parser's message when it is not valid. */
export function parseIcu(message: string): AstElement[] {
  return new IntlMessageFormat(message, 'en').getAst() as unknown as AstElement[];
}

/**
 * The placeholders of an ICU message as sorted `name:type` strings, from every branch:
 * `'{count, plural, one {# post} other {# posts}} by {author}'` -> `['author:argument', 'count:plural']`.
 * Rich-text tags count too (`<b>…</b>` -> `b:tag`).
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const el of elements) {
      const kind = typeName[el.type];
      if (kind && el.value !== undefined) found.add(`${el.value}:${kind}`);
      if (el.options) Object.values(el.options).forEach((option) => walk(option.value));
      if (el.children) walk(el.children);
    }
  };
  walk(parseIcu(message));
  return [...found].sort();
}

/**
 * A message split into literal text and simple `{name}` arguments, or undefined when it holds
 * plurals, selects, formatted numbers/dates or tags (those need a human translator).
 */
export function simpleParts(message: string): ({ text: string } | { arg: string })[] | undefined {
  const parts: ({ text: string } | { arg: string })[] = [];
  for (const el of parseIcu(message)) {
    if (el.type === TYPE.literal) parts.push({ text: el.value ?? '' });
    else if (el.type === TYPE.argument && el.value) parts.push({ arg: el.value });
    else return undefined;
  }
  return parts;
}

/** Escapes literal text for an ICU message (apostrophes before syntax, braces). */
export function escapeIcuLiteral(text: string, beforeArgument = false): string {
  let out = text.replace(/'(?=[{}#|'])/g, "''").replace(/[{}]/g, (c) => `'${c}'`);
  if (beforeArgument && out.endsWith("'") && !out.endsWith("''")) out += "'";
  return out;
}
