import fc from 'fast-check';
import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { blogSanitizeSchema } from '@/lib/blog/markdown';
import { renderBlogMarkdown } from '@/lib/blog/render';

/**
 * The `style` check the sanitiser applies to Shiki's `pre` and `span` elements:
 * it must take time linear in the attribute's length, accept every style Shiki writes and reject
 * anything that could position, load or run something.
 */
function stylePattern(tag: 'pre' | 'span'): RegExp {
  const definition = blogSanitizeSchema.attributes?.[tag]?.find(
    (entry) => Array.isArray(entry) && entry[0] === 'style',
  );
  const pattern = Array.isArray(definition) ? definition[1] : undefined;
  if (!(pattern instanceof RegExp)) throw new Error(`no style pattern on ${tag}`);
  return pattern;
}

/**
 * What recheck, a ReDoS checker, proves about how long `pattern` can take: `linear` in the input's
 * length, or `vulnerable`. Its automaton checker analyses the pattern itself (its default also
 * fuzzes, which is random and once called this linear pattern quadratic), and with no time limit
 * the answer never depends on how busy the machine is.
 */
async function complexity(pattern: RegExp): Promise<string> {
  const diagnostics = await check(pattern.source, pattern.flags, {
    checker: 'automaton',
    timeout: null,
  });
  if (diagnostics.status === 'unknown') throw new Error(`recheck: ${diagnostics.error.kind}`);
  return diagnostics.status === 'safe' ? diagnostics.complexity.type : diagnostics.status;
}

/** 10 KB attributes built to make a backtracking pattern try every way to split them. */
const crafted: [name: string, input: string][] = [
  ['declarations separated by spaces only', `${'color:x        '.repeat(700)}!`],
  ['one value of many words', `color:${' a'.repeat(5000)}!`],
  ['many semicolons', `${'color:#fff;  '.repeat(800)};!`],
  ['property names inside values', `${'color:x-color:'.repeat(720)}!`],
  ['spaces around colons', `${'color  :  x  ;  '.repeat(600)}url(`],
];

const properties = [
  'color',
  'background-color',
  'font-style',
  'font-weight',
  'text-decoration',
  'overflow-x',
  'white-space',
  'word-wrap',
  'user-select',
] as const;
const hex = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 8 })
  .map((d) => `#${d.join('')}`);
const value = fc.oneof(
  hex,
  fc.constantFrom(
    'auto',
    'italic',
    'bold',
    'underline',
    'line-through',
    'underline line-through',
    'pre-wrap',
    'break-word',
    'none',
    '100%',
    '1.5',
  ),
);
const space = fc.constantFrom('', ' ', '  ');
/** A declaration the way Shiki and Astro write one (`color:#FF7B72`, ` overflow-x: auto`). */
const declaration = fc
  .tuple(space, fc.constantFrom(...properties), space, space, value, space)
  .map(([a, p, b, c, v, d]) => `${a}${p}${b}:${c}${v}${d}`);
/** A whole Shiki `style`: declarations joined by `;`, with or without a final `;`. */
const shikiStyle = fc
  .tuple(fc.array(declaration, { minLength: 1, maxLength: 6 }), fc.boolean(), space)
  .map(([list, trailing, end]) => `${list.join(';')}${trailing ? ';' : ''}${end}`);
/** Declarations that position, load, run or hide something. */
const hostile = fc.constantFrom(
  'position:fixed',
  'position: absolute',
  'inset:0',
  'top:0',
  'z-index:9999',
  'background:url(https://evil.example/t.png)',
  'background-image:url(x)',
  'color:url(x)',
  'width:expression(alert(1))',
  'color:expression(alert(1))',
  'behavior:url(x.htc)',
  '-moz-binding:url(x)',
  'display:none',
  'content:"x"',
  'color:red!important',
  'color:red}body{display:none',
  '@import "x"',
  'color:/*x*/red',
  'color:\\72 ed',
  'color:red\nposition:fixed',
);

describe('Shiki style pattern of the blog sanitiser', () => {
  it("takes time linear in the attribute's length, for pre and span", async () => {
    const patterns = new Map([stylePattern('pre'), stylePattern('span')].map((p) => [`${p}`, p]));
    for (const pattern of patterns.values()) expect(await complexity(pattern)).toBe('linear');
  }, 180_000);

  it('the check tells a backtracking pattern apart: spaces either in a value or before a name', async () => {
    expect(await complexity(/^(?:\s*color\s*:\s*[#\w.%\- ]+;?)*$/i)).toBe('vulnerable');
  }, 180_000);

  it.each(crafted)('rejects a crafted 10 KB attribute: %s', (_name, input) => {
    expect(input.length).toBeGreaterThan(9_000);
    expect(stylePattern('pre').test(input)).toBe(false);
    expect(stylePattern('span').test(input)).toBe(false);
  });

  it('accepts every style Shiki writes', () => {
    fc.assert(
      fc.property(shikiStyle, (style) => {
        expect(stylePattern('pre').test(style), style).toBe(true);
        expect(stylePattern('span').test(style), style).toBe(true);
      }),
    );
  });

  it('rejects a style with any hostile declaration in it', () => {
    fc.assert(
      fc.property(fc.array(declaration, { maxLength: 4 }), hostile, fc.nat(), (list, bad, at) => {
        const all = [...list];
        all.splice(at % (list.length + 1), 0, bad);
        const style = all.join(';');
        expect(stylePattern('span').test(style), style).toBe(false);
        expect(stylePattern('pre').test(style), style).toBe(false);
      }),
    );
  });

  it('accepts the styles of real highlighted code and rejects ";;" and empty declarations', async () => {
    const html = await renderBlogMarkdown(
      [
        '```ts',
        'const a: number = 1; // note',
        '```',
        '',
        '```python',
        'def f():',
        '  pass',
        '```',
      ].join('\n'),
    );
    const styles = [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(3);
    for (const style of styles) expect(stylePattern('span').test(style), style).toBe(true);
    expect(stylePattern('span').test('color:red;;')).toBe(false);
    expect(stylePattern('span').test(';color:red')).toBe(false);
    expect(stylePattern('span').test('color:')).toBe(false);
  });
});
