import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { blogMarkdownConfig } from '@/lib/blog/markdown';
import { renderBlogMarkdown } from '@/lib/blog/render';
import astroConfig from '../../astro.config';

/** jsdom ships without types; this is the part of its API the test uses. */
type Dom = { window: Window & typeof globalThis & { __pwned?: number } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html?: string, options?: { runScripts?: 'dangerously' }) => Dom;
};

/**
 * Hostile markdown and HTML through the blog's real pipeline (Astro's processor with the
 * `markdown` config of astro.config.ts): nothing may be able to run, restyle the page or
 * navigate away, and the harmless text around each attack (the SAFE-n marker) must survive.
 */
const corpus: [name: string, markdown: string][] = [
  ['script tag', '<script>window.__pwned=1</script>SAFE-1'],
  ['script with src, upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>SAFE-2'],
  ['img onerror', '<img src=x onerror="window.__pwned=1">SAFE-3'],
  ['svg onload', '<svg onload="window.__pwned=1"><circle r=1 /></svg>SAFE-4'],
  ['script inside svg', '<svg><script>window.__pwned=1</script></svg>SAFE-5'],
  ['iframe javascript: src', '<iframe src="javascript:window.__pwned=1"></iframe>SAFE-6'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>SAFE-7'],
  ['markdown javascript: link', '[click](javascript:window.__pwned=1) SAFE-8'],
  ['mixed-case javascript: link', '[click](JaVaScRiPt:alert(1)) SAFE-9'],
  ['tab inside javascript:', '<a href="java&#x09;script:alert(1)">x</a> SAFE-10'],
  ['entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">x</a> SAFE-11'],
  ['data: svg image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+) SAFE-12'],
  ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a> SAFE-13'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a> SAFE-14'],
  ['object', '<object data="javascript:alert(1)"></object>SAFE-15'],
  ['embed', '<embed src="javascript:alert(1)">SAFE-16'],
  [
    'mXSS through math and style',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1></style></mglyph></table></mtext></math>SAFE-17',
  ],
  ['style element', '<style>body{display:none}</style>SAFE-18'],
  [
    'overlay with inline style',
    '<div style="position:fixed;inset:0;background:url(javascript:alert(1))">SAFE-19</div>',
  ],
  [
    'form and formaction',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>SAFE-20',
  ],
  ['details ontoggle', '<details open ontoggle="window.__pwned=1">SAFE-21</details>'],
  ['body onload', '<body onload="window.__pwned=1">SAFE-22'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">SAFE-23'],
  ['base href', '<base href="javascript:alert(1)//">SAFE-24'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">SAFE-25'],
  ['unclosed tag soup', '<img src="x" onerror=window.__pwned=1 <b>SAFE-26</b>'],
  ['nested script tags', '<<script>script>alert(1)<</script>/script> SAFE-27'],
  ['split script tag', '<scr<script>ipt>alert(1)</script> SAFE-28'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=window.__pwned=1//">--> SAFE-29'],
  [
    'noscript breakout',
    '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">SAFE-30',
  ],
  ['template', '<template><script>window.__pwned=1</script></template>SAFE-31'],
  ['autofocus onfocus', '<input autofocus onfocus="window.__pwned=1">SAFE-32'],
  ['video source onerror', '<video><source onerror="window.__pwned=1"></video>SAFE-33'],
  [
    'class and style smuggled onto pre',
    '<pre class="astro-code fixed inset-0" style="position:fixed;top:0">SAFE-34</pre>',
  ],
  [
    'tracking background on span',
    '<span style="color:red;background-image:url(https://evil.example/t.png)">SAFE-35</span>',
  ],
  ['DOM clobbering ids', '<a id="__proto__" name="config">SAFE-36</a>'],
  ['markdown link breaking out of href', '[link](https://example.com" onclick="alert(1)) SAFE-38'],
  ['reverse tabnabbing', '<a href="https://example.com" target="_self" rel="opener">SAFE-39</a>'],
  [
    'srcset javascript:',
    '<img src="https://example.com/a.png" srcset="javascript:alert(1) 1x">SAFE-40',
  ],
  ['isindex', '<isindex action="javascript:alert(1)" type=image>SAFE-41'],
  ['xmp raw text', '<xmp><script>window.__pwned=1</script></xmp>SAFE-42'],
  ['leading spaces before javascript:', '<a href="  javascript:alert(1)">SAFE-43</a>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>SAFE-44'],
  [
    'table cell background',
    '<table><tr><td background="javascript:alert(1)">SAFE-45</td></tr></table>',
  ],
  ['textarea breakout', '<textarea><img src=x onerror=window.__pwned=1></textarea>SAFE-46'],
  ['autolink javascript:', '<javascript:alert(1)> SAFE-47'],
  ['reference link javascript:', '[x][evil] SAFE-48\n\n[evil]: javascript:alert(1)'],
];

const forbiddenTags = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'button',
  'base',
  'meta',
  'link',
  'noscript',
  'template',
  'textarea',
  'select',
  'video',
  'audio',
  'isindex',
  'xmp',
]);
const urlAttributes = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'data',
  'cite',
  'longdesc',
];
const allowedClasses = [
  /^astro-code$/,
  /^github-dark-default$/,
  /^line$/,
  /^language-[\w+#.-]+$/,
  /^contains-task-list$/,
  /^task-list-item$/,
  /^footnotes$/,
  /^sr-only$/,
  /^data-footnote-backref$/,
];
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Everything in rendered HTML that could run code, restyle the page or open a window unsafely. */
function unsafeParts(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}`).window;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (forbiddenTags.has(tag)) found.push(`<${tag}>`);
    if (tag === 'input' && !(el.getAttribute('type') === 'checkbox' && el.hasAttribute('disabled')))
      found.push('<input>');
    for (const { name, value } of [...el.attributes]) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on')) found.push(`${tag}[${attr}]`);
      // Browsers ignore whitespace and control characters inside a URL scheme.
      const compact = [...value]
        .filter((c) => c.trim() !== '' && c.charCodeAt(0) > 0x1f)
        .join('')
        .toLowerCase();
      if (urlAttributes.includes(attr) && /^(?:javascript|vbscript|data):/.test(compact))
        found.push(`${tag}[${attr}=${value}]`);
      if (compact.includes('javascript:')) found.push(`${tag}[${attr}] mentions javascript:`);
      if (
        attr === 'style' &&
        (!['pre', 'span'].includes(tag) ||
          /url\(|expression|position|@import|behavior|inset/i.test(value))
      ) {
        found.push(`${tag}[style=${value}]`);
      }
      if (attr === 'class') {
        for (const token of value.split(/\s+/).filter(Boolean)) {
          if (!allowedClasses.some((re) => re.test(token))) found.push(`${tag}.${token}`);
        }
      }
      if (
        (attr === 'id' || attr === 'name') &&
        !headings.has(tag) &&
        !value.startsWith('user-content-')
      ) {
        found.push(`${tag}[${attr}=${value}] not prefixed`);
      }
    }
    if (tag === 'a' && /^https?:/i.test(el.getAttribute('href') ?? '')) {
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      if (
        el.getAttribute('target') !== '_blank' ||
        !rel.includes('noopener') ||
        !rel.includes('noreferrer')
      ) {
        found.push(`external a without target=_blank rel=noopener noreferrer`);
      }
    }
  }
  return found;
}

/** Loads the HTML in a DOM that runs scripts, as a last line of defence for the assertions above. */
async function runsScript(html: string): Promise<boolean> {
  const dom = new JSDOM(`<!doctype html><body>${html}`, { runScripts: 'dangerously' });
  const win = dom.window;
  let alerted = false;
  win.alert = () => {
    alerted = true;
  };
  for (const el of win.document.querySelectorAll('*')) {
    for (const type of ['load', 'error', 'focus', 'toggle', 'click'])
      el.dispatchEvent(new dom.window.Event(type));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  dom.window.close();
  return win.__pwned === 1 || alerted;
}

describe('sanitising hostile markdown', () => {
  it('tests the pipeline the site builds with', () => {
    expect(astroConfig.markdown).toBe(blogMarkdownConfig);
  });

  it('has a corpus of at least 30 inputs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('%s: nothing can run and the text survives', async (_name, markdown) => {
    const html = await renderBlogMarkdown(markdown);
    expect(unsafeParts(html)).toEqual([]);
    expect(await runsScript(html)).toBe(false);
    const marker = /SAFE-\d+/.exec(markdown)![0];
    expect(new JSDOM(html).window.document.body.textContent).toContain(marker);
  });

  it('the checks catch what they are meant to catch (they can fail)', async () => {
    expect(unsafeParts('<img src=x onerror=alert(1)>')).toEqual(['img[onerror]']);
    expect(unsafeParts('<a href="javascript:alert(1)">x</a>')).toContain(
      'a[href=javascript:alert(1)]',
    );
    expect(unsafeParts('<a href="https://x.example">x</a>')).toEqual([
      'external a without target=_blank rel=noopener noreferrer',
    ]);
    expect(unsafeParts('<div class="fixed" style="position:fixed">x</div>')).toEqual([
      'div.fixed',
      'div[style=position:fixed]',
    ]);
    expect(await runsScript('<script>window.__pwned=1</script>')).toBe(true);
    expect(await runsScript('<img src=x onerror="window.__pwned=1">')).toBe(true);
  });

  it('code blocks show markup as text instead of running it', async () => {
    const html = await renderBlogMarkdown(
      '```html\n<script>window.__pwned=1</script>\n```\n\nSAFE-37',
    );
    expect(unsafeParts(html)).toEqual([]);
    const text = new JSDOM(html).window.document.body.textContent;
    expect(text).toContain('<script>window.__pwned=1</script>');
    expect(text).toContain('SAFE-37');
  });

  it('keeps the markdown an article needs', async () => {
    const html = await renderBlogMarkdown(
      [
        '## Heading',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|:--|--:|',
        '| 1 | 2 |',
        '',
        '> a quote',
        '',
        '```bash',
        'echo "hi"',
        '```',
        '',
        'A [site](https://docs.n8n.io/) and [page](/blog), `code`, **bold** and ![logo](/favicon.svg "Logo").',
        '',
        '<details><summary>More</summary>Raw HTML detail</details>',
      ].join('\n'),
    );
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('h2#heading')?.textContent).toBe('Heading');
    expect(document.querySelectorAll('ul > li')).toHaveLength(2);
    expect(document.querySelector('table th[align="left"]')?.textContent).toBe('a');
    expect(document.querySelector('blockquote p')?.textContent).toBe('a quote');
    const pre = document.querySelector('pre.astro-code')!;
    expect(pre.getAttribute('data-language')).toBe('bash');
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(pre.getAttribute('style')).toMatch(/background-color:#0d1117/);
    expect(pre.querySelector('span[style^="color:"]')).not.toBeNull();
    expect(document.querySelector('a[href="https://docs.n8n.io/"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(document.querySelector('a[href="https://docs.n8n.io/"]')?.getAttribute('target')).toBe(
      '_blank',
    );
    expect(document.querySelector('a[href="/blog"]')?.hasAttribute('target')).toBe(false);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('logo');
    expect(document.querySelector('details summary')?.textContent).toBe('More');
    expect(unsafeParts(html)).toEqual([]);
  });
});
