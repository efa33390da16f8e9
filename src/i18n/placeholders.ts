import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The argument names an ICU message uses, sorted: `'Hi {name}, {n, plural, one {#} other {#}}'`
 * gives `['n', 'name']`. Throws on invalid ICU syntax.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        names.add(el.value);
      } else if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) visit(option.value);
      } else if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        visit(el.children);
      }
    }
  };
  visit(parse(message, { ignoreTag: false }));
  return [...names].sort();
}
