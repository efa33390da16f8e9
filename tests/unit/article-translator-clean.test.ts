// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { translateArticle } from '../../src/components/translate/article-translator';

/**
 * Hostile answers of a translation provider for one block (issue 10, faults): whatever comes back,
 * the page gets only the block's own tags, no classes, styles, ids or handlers, and links only to
 * this site or to URLs that were already links in the original block.
 */
async function translateBlock(original: string, answer: string): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = original;
  document.body.replaceChildren(root);
  await translateArticle(root, async () => `<div data-tb="0">${answer}</div>`);
  return root.firstElementChild as HTMLElement;
}

const original =
  '<p>Read <a href="https://docs.n8n.io/" target="_blank" rel="noopener noreferrer">the docs</a>, <a href="/blog">the blog</a> and <strong>more</strong>.</p>';

describe('cleaning a provider answer (issue 10)', () => {
  it('keeps the block translated with its own markup and links', async () => {
    const p = await translateBlock(
      original,
      'Lesen Sie <a href="https://docs.n8n.io/">die Doku</a>, <a href="/blog">den Blog</a> und <strong>mehr</strong>.',
    );
    expect(p.innerHTML).toBe(
      'Lesen Sie <a href="https://docs.n8n.io/" target="_blank" rel="noopener noreferrer">die Doku</a>, <a href="/blog">den Blog</a> und <strong>mehr</strong>.',
    );
  });

  it.each([
    ['class', '<strong class="fixed inset-0 z-50 bg-black">mehr</strong>'],
    [
      'style',
      '<strong style="position:fixed;inset:0;background:url(//evil.example/t.png)">mehr</strong>',
    ],
    ['id (DOM clobbering)', '<strong id="__proto__" name="config">mehr</strong>'],
    ['data and aria attributes', '<strong data-astro-cid="x" aria-hidden="true">mehr</strong>'],
    ['event handler', '<strong onmouseover="alert(1)">mehr</strong>'],
  ])('drops a %s from the provider', async (_name, strong) => {
    const p = await translateBlock(original, `Lesen Sie mehr: ${strong}.`);
    expect(p.innerHTML).toBe('Lesen Sie mehr: <strong>mehr</strong>.');
  });

  it.each([
    'https://evil.example/phish',
    'http://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://docs.n8n.io.evil.example/',
    'https://docs.n8n.io/other-page',
    'mailto:phish@evil.example',
    'javascript:alert(1)',
    'java&#9;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('drops a link to %j that was not in the original', async (href) => {
    const p = await translateBlock(original, `Lesen Sie <a href="${href}">die Doku</a>.`);
    expect(p.innerHTML).toBe('Lesen Sie <a>die Doku</a>.');
  });

  it('keeps links to this site and the original target and rel of an original link', async () => {
    const p = await translateBlock(
      original,
      '<a href="/services" target="_blank">Dienste</a>, <a href="#top">oben</a>, <a href="http://localhost:3000/faq">FAQ</a> und <a href="https://docs.n8n.io/" target="_self" rel="opener">Doku</a>',
    );
    expect(p.innerHTML).toBe(
      '<a href="/services">Dienste</a>, <a href="#top">oben</a>, <a href="http://localhost:3000/faq">FAQ</a> und <a href="https://docs.n8n.io/" target="_blank" rel="noopener noreferrer">Doku</a>',
    );
  });

  it.each([
    ['script', 'Text<script>window.__pwned=1</script>'],
    ['img onerror', 'Text<img src=x onerror="window.__pwned=1">'],
    ['svg onload', 'Text<svg onload="window.__pwned=1"></svg>'],
    ['iframe', 'Text<iframe src="javascript:parent.__pwned=1"></iframe>'],
    [
      'math and style mutation',
      'Text<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1></style></mglyph></table></mtext></math>',
    ],
    [
      'noscript breakout',
      'Text<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
    ],
    ['form', 'Text<form action="https://evil.example"><input name="password"></form>'],
    ['a new tag', 'Text<marquee>x</marquee>'],
    ['a span that was not in the block', '<span class="sr-only">Text</span>'],
  ])('leaves no %s in the page', async (_name, answer) => {
    const p = await translateBlock('<p>Hello <strong>world</strong></p>', answer);
    expect(p.querySelectorAll('*:not(strong)')).toHaveLength(0);
    expect(p.textContent).toContain('Text');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps an image inside a paragraph exactly as it was', async () => {
    const img = '<img src="/diagram.svg" alt="Diagram" width="640" height="320">';
    const p = await translateBlock(
      `<p>See ${img} here</p>`,
      'Siehe <span data-keep="0" translate="no"></span> hier<img src="https://evil.example/t.png">',
    );
    expect(p.innerHTML).toBe(`Siehe ${img} hier`);
  });
});
