import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
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
 * Runs `pattern.test(input)` in a worker and resolves with its duration in ms, or with `Infinity`
 * when it has not finished after `capMs` (the worker is then terminated, so a catastrophic pattern
 * fails this test instead of hanging the run).
 */
function timeTest(pattern: RegExp, input: string, capMs = 2000): Promise<number> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const re = new RegExp(workerData.source, workerData.flags);
    const start = performance.now();
    re.test(workerData.input);
    parentPort.postMessage(performance.now() - start);`;
  const worker = new Worker(code, {
    eval: true,
    workerData: { source: pattern.source, flags: pattern.flags, input },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate().then(() => resolve(Infinity)), capMs);
    worker.once('message', (ms: number) => {
      clearTimeout(timer);
      void worker.terminate().then(() => resolve(ms));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
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
  it.each(crafted)('checks a crafted 10 KB attribute in linear time: %s', async (_name, input) => {
    expect(input.length).toBeGreaterThan(9_000);
    for (const tag of ['pre', 'span'] as const) {
      const ms = await timeTest(stylePattern(tag), input);
      expect(ms, `${tag}: ${ms} ms`).toBeLessThan(100);
    }
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
