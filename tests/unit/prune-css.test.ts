import { describe, expect, it } from 'vitest';
import { pruneStyles, scriptWords, type StylePruner } from '../../tools/lib/release/prune-css';

/** A stylesheet of at least 1 KB (smaller `<style>` elements are left alone). */
const sheet = (rules: string) => `${rules}/*${'x'.repeat(1024)}*/`;

function prune(css: string, body: string, scripts: string[] = []): string {
  const html = `<!doctype html><html><head><style>${sheet(css)}</style></head><body>${body}</body></html>`;
  const out = pruneStyles(html, scriptWords(scripts), new Map<string, StylePruner>());
  return /<style>([\s\S]*?)<\/style>/.exec(out)![1]!;
}

describe('pruning a page’s inline stylesheet', () => {
  it('drops the rules of classes, ids and elements the page does not have', () => {
    const css =
      '.used{color:red}.unused{color:blue}#nav{top:0}#gone{top:1px}table{width:1px}p{margin:0}';
    const out = prune(css, '<p id="nav" class="used">x</p>');
    expect(out).toContain('.used{color:red}');
    expect(out).toContain('#nav{top:0}');
    expect(out).toContain('p{margin:0}');
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('#gone');
    expect(out).not.toContain('table{');
  });

  it('matches Tailwind’s escaped class names and HTML-escaped class values', () => {
    const css = String.raw`.md\:grid-cols-2{a:b}.\[\&\>svg\]\:size-4>svg{c:d}.lg\:hidden{e:f}`;
    const out = prune(css, '<div class="md:grid-cols-2 [&amp;>svg]:size-4"><svg></svg></div>');
    expect(out).toContain(String.raw`.md\:grid-cols-2{a:b}`);
    expect(out).toContain(String.raw`.\[\&\>svg\]\:size-4>svg{c:d}`);
    expect(out).not.toContain('lg');
  });

  it('keeps what a script may add: words of inline scripts and of the site’s script files', () => {
    const css =
      '.motion [data-reveal]:not([data-revealed]){opacity:0}.is-open{display:block}.never{x:y}[data-visible]{z:1}';
    const out = prune(
      css,
      '<section data-reveal></section><script type="module">document.documentElement.classList.add("motion")</script>',
      ['el.classList.toggle("is-open");el.toggleAttribute("data-visible")'],
    );
    expect(out).toContain('.motion [data-reveal]');
    expect(out).toContain('.is-open');
    expect(out).toContain('[data-visible]');
    expect(out).not.toContain('.never');
  });

  it('requires nothing inside :not() or a :where() of several alternatives', () => {
    const css =
      'html:not(.js) [data-toggle]{display:none}:where(.a,.b) .c{x:y}:where(.one>.two){z:w}';
    const out = prune(css, '<button data-toggle class="c"></button>');
    expect(out).toContain('html:not(.js) [data-toggle]');
    expect(out).toContain(':where(.a,.b) .c');
    // A single alternative is required as if written in place.
    expect(out).not.toContain('.one');
  });

  it('keeps @property, @keyframes and rules for every element, and removes emptied at-rules', () => {
    const css =
      '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}' +
      '*,:before{--tw-x:0}:root{--c:red}@media (width>=48rem){.gone{x:y}}@layer utilities{.kept{a:b}}';
    const out = prune(css, '<i class="kept"></i>');
    expect(out).toContain('@property --tw-x');
    expect(out).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(out).toContain('*,:before{--tw-x:0}');
    expect(out).toContain(':root{--c:red}');
    expect(out).toContain('@layer utilities{.kept{a:b}}');
    expect(out).not.toContain('@media');
  });

  it('leaves a small <style> (Astro’s island rule) and a page without a stylesheet unchanged', () => {
    const html =
      '<html><head><style>astro-island,astro-slot{display:contents}</style></head><body></body></html>';
    expect(pruneStyles(html, new Set(), new Map())).toBe(html);
  });
});
