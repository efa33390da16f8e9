// @vitest-environment jsdom
import { cleanup, screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildBatches,
  collectUnits,
  parseBatch,
  translateArticle,
} from '../../src/components/translate/article-translator';
import {
  mountTranslateArticle,
  type TranslateArticleMessages,
} from '../../src/components/translate/article-action';
import {
  resetTranslateClient,
  translate,
  translateStatus,
} from '../../src/components/translate/translate-client';
import { translateArticleMessages } from '../../src/components/translate/messages';
import {
  startRuntimeTranslation,
  translateMarked,
} from '../../src/components/translate/runtime-translate';
import { catalogs } from '../../src/i18n/catalog';
import { matchLocale } from '../../src/components/translate/visitor-locale';
import { locales, type Locale } from '../../shared/i18n/locales';
import { fakeTranslate } from './translate-fake-providers';

type Handler = (body: {
  text: string;
  targetLanguage: string;
}) => { status: number; json: unknown } | Promise<{ status: number; json: unknown }>;

function mockFetch(
  handler: Handler,
  status: unknown = { embedded: true, provider: 'libretranslate', machineTranslation: true },
) {
  const calls: { text: string; targetLanguage: string }[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/translate/status')
      return new Response(JSON.stringify(status), { status: 200 });
    const body = JSON.parse(String(init?.body)) as { text: string; targetLanguage: string };
    calls.push(body);
    const answer = await handler(body);
    return new Response(JSON.stringify(answer.json), { status: answer.status });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

const ok = (body: { text: string; targetLanguage: string }) => ({
  status: 200,
  json: { translatedText: fakeTranslate(body.text, body.targetLanguage, /</.test(body.text)) },
});

beforeEach(() => {
  resetTranslateClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('translate client', () => {
  it.each([
    ['English', 'Hello', 'en'],
    ['empty', '', 'de'],
    ['whitespace', '  ', 'fr'],
  ] as const)('skips %s without a request', async (_n, text, locale) => {
    const { fn } = mockFetch(ok);
    expect(await translate(text, locale)).toBe(text);
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends {text, targetLanguage} and caches per language and text', async () => {
    const { calls } = mockFetch(ok);
    expect(await translate('Hello', 'de')).toBe('[de] Hello');
    expect(await translate('Hello', 'de')).toBe('[de] Hello');
    expect(await translate('Hello', 'fr')).toBe('[fr] Hello');
    expect(calls).toEqual([
      { text: 'Hello', targetLanguage: 'de' },
      { text: 'Hello', targetLanguage: 'fr' },
    ]);
  });

  it('shares concurrent requests for the same text', async () => {
    const { calls } = mockFetch(async (b) => {
      await new Promise((r) => setTimeout(r, 10));
      return ok(b);
    });
    const results = await Promise.all([
      translate('Same', 'it'),
      translate('Same', 'it'),
      translate('Same', 'it'),
    ]);
    expect(results).toEqual(['[it] Same', '[it] Same', '[it] Same']);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a 503', { status: 503, json: { error: 'No translation available' } }],
    ['an empty translation', { status: 200, json: { translatedText: '' } }],
    ['a missing field', { status: 200, json: {} }],
    ['a 429', { status: 429, json: { error: 'Too many requests' } }],
  ])('rejects on %s and does not cache it', async (_n, answer) => {
    const { calls } = mockFetch(() => answer);
    await expect(translate('Fails', 'de')).rejects.toThrow();
    await expect(translate('Fails', 'de')).rejects.toThrow(/recently/);
    expect(calls).toHaveLength(1);
  });

  it('reads the status once per page', async () => {
    const { fn } = mockFetch(ok);
    await translateStatus();
    await translateStatus();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

const ARTICLE = `
  <h2 id="setup">Set up the <code>webhook</code> node</h2>
  <p>Open the <a href="https://n8n.io/docs" target="_blank" rel="noopener noreferrer">editor</a> and run <code>npm i n8n</code> now.</p>
  <pre class="astro-code" tabindex="0"><code><span class="line">const x = "do not translate";</span></code></pre>
  <ul><li>First <strong>step</strong></li><li>Second step</li></ul>
  <blockquote><p>Automation is a habit.</p></blockquote>
  <table><thead><tr><th>Tool</th><th>Price</th></tr></thead><tbody><tr><td>n8n</td><td>Free self-hosted</td></tr></tbody></table>
  <p><code>only-code</code></p>
  <hr>
  <img src="/a.png" alt="diagram">
`;

function article(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'post-body';
  root.innerHTML = ARTICLE;
  document.body.append(root);
  return root;
}

describe('article translator', () => {
  it('collects text blocks, never code blocks, media or code-only paragraphs', () => {
    const units = collectUnits(article());
    expect(units.map((u) => u.element.tagName)).toEqual([
      'H2',
      'P',
      'LI',
      'LI',
      'P',
      'TH',
      'TH',
      'TD',
      'TD',
    ]);
    expect(units[1]!.html).toContain('<span data-keep="0" translate="no"></span>');
    expect(units[1]!.kept[0]!.outerHTML).toBe('<code>npm i n8n</code>');
    expect(units.some((u) => u.html.includes('do not translate'))).toBe(false);
  });

  it('sends whole blocks in batches below the size limit', () => {
    const units = collectUnits(article());
    const one = buildBatches(units, 4500);
    expect(one).toHaveLength(1);
    expect(one[0]!.indexes).toEqual(units.map((_, i) => i));
    const small = buildBatches(units, 200);
    expect(small.length).toBeGreaterThan(2);
    expect(small.flatMap((b) => b.indexes)).toEqual(units.map((_, i) => i));
    for (const batch of small)
      expect(batch.text.match(/<div data-tb="\d+">/g)).toHaveLength(batch.indexes.length);
  });

  it('translates the body, keeps markup, ids, links and every code block intact', async () => {
    const root = article();
    const codeBefore = root.querySelector('pre')!.outerHTML;
    const calls: string[] = [];
    const view = await translateArticle(
      root,
      async (html) => {
        calls.push(html);
        return fakeTranslate(html, 'de', true);
      },
      { lang: 'de-DE' },
    );
    expect(calls).toHaveLength(1);
    expect(root.querySelector('pre')!.outerHTML).toBe(codeBefore);
    const h2 = root.querySelector('h2')!;
    expect(h2.id).toBe('setup');
    expect(h2.innerHTML).toBe('[de] Set up the <code>webhook</code>[de]  node');
    expect(h2.getAttribute('lang')).toBe('de-DE');
    const link = root.querySelector('p a')!;
    expect(link.getAttribute('href')).toBe('https://n8n.io/docs');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('[de] editor');
    expect(root.querySelector('p code')!.textContent).toBe('npm i n8n');
    expect(root.querySelector('li strong')!.textContent).toBe('[de] step');
    expect(root.querySelector('td')!.textContent).toBe('[de] n8n');
    expect(root.querySelector('img')!.getAttribute('alt')).toBe('diagram');
    expect(view).toMatchObject({ translatedUnits: 9, totalUnits: 9 });

    view.showOriginal();
    expect(root.innerHTML).toBe(ARTICLE);
    view.showTranslation();
    expect(h2.textContent).toContain('[de]');
  });

  it('keeps a block in the original when the provider loses its placeholder', async () => {
    const root = article();
    await translateArticle(root, async (html) =>
      // Only the first placeholder (the heading's inline code) is lost.
      fakeTranslate(html, 'fr', true).replace('<span data-keep="0" translate="no"></span>', ''),
    );
    expect(root.querySelector('h2')!.textContent).toBe('Set up the webhook node');
    expect(root.querySelector('h2')!.hasAttribute('data-translated')).toBe(false);
    expect(root.querySelector('p')!.textContent).toBe(
      '[fr] Open the [fr] editor[fr]  and run npm i n8n[fr]  now.',
    );
    expect(root.querySelector('li')!.textContent).toBe('[fr] First [fr] step');
  });

  it('cleans hostile markup coming back from a provider', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Hello <a href="/x">there</a></p>';
    await translateArticle(
      root,
      async () =>
        '<div data-tb="0">Hallo <a href="javascript:alert(1)" onclick="alert(1)">da</a><img src=x onerror="alert(1)"><script>alert(1)</script><iframe src="//evil"></iframe></div>',
    );
    const p = root.querySelector('p')!;
    expect(p.innerHTML).toBe('Hallo <a>da</a>');
  });

  it.each(['java&#9;script:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x'])(
    'drops the script URL %j and keeps safe links',
    async (href) => {
      const root = document.createElement('div');
      root.innerHTML = '<p>See <a href="/a">a</a> and <a href="https://n8n.io">b</a></p>';
      await translateArticle(
        root,
        async () =>
          `<div data-tb="0">Siehe <a href="${href}">a</a> und <a href="https://n8n.io">b</a></div>`,
      );
      expect(root.querySelector('p')!.innerHTML).toBe(
        'Siehe <a>a</a> und <a href="https://n8n.io">b</a>',
      );
    },
  );

  it('rejects and changes nothing when every batch fails', async () => {
    const root = article();
    await expect(
      translateArticle(root, async () => Promise.reject(new Error('HTTP 503'))),
    ).rejects.toThrow('HTTP 503');
    expect(root.innerHTML).toBe(ARTICLE);
  });

  it('parseBatch ignores wrappers that did not come back', () => {
    const root = article();
    const units = collectUnits(root);
    const result = parseBatch(
      '<div data-tb="0">x <span data-keep="0"></span></div>',
      units,
      [0, 1],
      document,
    );
    expect(result[0]).toBeDefined();
    expect(result[1]).toBeUndefined();
  });
});

const messages = Object.fromEntries(
  locales.map((l) => [
    l,
    {
      label: `label-${l}`,
      action: `action-${l}`,
      translating: `busy-${l}`,
      notice: `notice-${l}`,
      showOriginal: `orig-${l}`,
      showTranslation: `tr-${l}`,
    },
  ]),
) as Record<Locale, TranslateArticleMessages>;

function actionBar(): HTMLElement {
  const bar = document.createElement('div');
  bar.setAttribute('data-translate-article', '');
  bar.dataset.target = '#post-body';
  bar.dataset.messages = JSON.stringify(messages);
  bar.setAttribute('role', 'region');
  bar.hidden = true;
  bar.innerHTML =
    '<p data-notice hidden></p><button type="button"></button><span aria-live="polite"></span>';
  document.body.append(bar);
  return bar;
}

describe('Translate this article (no React)', () => {
  function setLanguages(languages: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  }

  it.each([
    [['de-DE', 'en'], 'de'],
    [['en-GB', 'fr'], 'en'],
    [['nl', 'pt-BR'], 'pt'],
    [['zh'], undefined],
  ])('matchLocale(%j) -> %s', (tags, expected) => {
    expect(matchLocale(tags)).toBe(expected);
  });

  it('is shown to a German visitor when a provider is active, and translates the body', async () => {
    setLanguages(['de-DE']);
    const root = article();
    const codeBefore = root.querySelector('pre')!.outerHTML;
    mockFetch(ok);
    const bar = actionBar();
    await mountTranslateArticle(bar);
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('aria-label')).toBe('label-de');
    expect(bar.lang).toBe('de-DE');
    const button = screen.getByRole('button', { name: 'action-de' });
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'orig-de' });
    expect(bar.querySelector('[data-notice]')!.textContent).toBe('notice-de');
    expect((bar.querySelector('[data-notice]') as HTMLElement).hidden).toBe(false);
    expect(root.querySelector('h2')!.textContent).toContain('[de]');
    expect(root.querySelector('pre')!.outerHTML).toBe(codeBefore);
    fireEvent.click(button);
    expect(root.innerHTML).toBe(ARTICLE);
    expect(button.textContent).toBe('tr-de');
    fireEvent.click(button);
    expect(button.textContent).toBe('orig-de');
    expect(root.querySelector('h2')!.textContent).toContain('[de]');
  });

  it('the language chosen with the switcher (reported by the status) wins over the browser languages', async () => {
    setLanguages(['de-DE']);
    article();
    mockFetch(ok, {
      embedded: true,
      provider: 'deepl',
      machineTranslation: true,
      visitorLanguage: 'it',
    });
    const bar = actionBar();
    await mountTranslateArticle(bar);
    expect(screen.getByRole('button', { name: 'action-it' })).toBeTruthy();
  });

  it('keeps the original and logs when the provider fails', async () => {
    setLanguages(['fr-FR']);
    const root = article();
    mockFetch(() => ({
      status: 503,
      json: { error: 'Machine translation is unavailable right now' },
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bar = actionBar();
    await mountTranslateArticle(bar);
    fireEvent.click(screen.getByRole('button', { name: 'action-fr' }));
    expect(bar.dataset.state).toBe('translating');
    await waitFor(() => expect(bar.dataset.state).toBe('idle'));
    expect(warn).toHaveBeenCalled();
    expect(root.innerHTML).toBe(ARTICLE);
    expect(screen.getByRole('button', { name: 'action-fr' })).toBeTruthy();
  });

  it.each([
    [
      'an English visitor',
      ['en-US'],
      { embedded: true, provider: 'deepl', machineTranslation: true },
    ],
    [
      'a visitor who chose English',
      ['de-DE'],
      { embedded: true, provider: 'deepl', machineTranslation: true, visitorLanguage: 'en' },
    ],
    [
      'no active provider',
      ['de-DE'],
      { embedded: true, provider: null, machineTranslation: false },
    ],
  ])('stays hidden for %s', async (_n, languages, status) => {
    setLanguages(languages);
    article();
    const { fn } = mockFetch(ok, status);
    const bar = actionBar();
    await mountTranslateArticle(bar);
    expect(bar.hidden).toBe(true);
    expect(fn.mock.calls.map(([url]) => url)).toEqual(['/api/translate/status']);
  });

  it('stays hidden without an article body', async () => {
    setLanguages(['de-DE']);
    const { fn } = mockFetch(ok);
    const bar = actionBar();
    await mountTranslateArticle(bar);
    expect(bar.hidden).toBe(true);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('data-translate runtime (no React)', () => {
  it('translates marked plain-text elements, keeps the original on failure, skips the rest', async () => {
    document.body.innerHTML = `
      <h2><a data-translate href="/blog/a">Webhooks explained</a></h2>
      <p data-translate>Fails here</p>
      <p data-translate lang="en-US">Webhooks explained</p>
      <p data-translate>Mixed <strong>markup</strong></p>
      <p>Not marked</p>`;
    const { calls } = mockFetch((b) =>
      b.text === 'Fails here' ? { status: 503, json: { error: 'x' } } : ok(b),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await translateMarked(document, 'de');
    const [a, failed, second, markup, plain] = Array.from(document.querySelectorAll('a, p'));
    expect(a!.textContent).toBe('[de] Webhooks explained');
    expect(a!.getAttribute('lang')).toBe('de-DE');
    expect(a!.getAttribute('data-translate-state')).toBe('translated');
    expect(failed!.textContent).toBe('Fails here');
    expect(failed!.getAttribute('data-translate-state')).toBe('failed');
    expect(failed!.getAttribute('lang')).toBe('en-US');
    expect(second!.textContent).toBe('[de] Webhooks explained');
    expect(markup!.innerHTML).toBe('Mixed <strong>markup</strong>');
    expect(plain!.hasAttribute('data-translate-state')).toBe(false);
    expect(calls.map((c) => c.text).sort()).toEqual(['Fails here', 'Webhooks explained']);
  });

  it('auto mode: English `lang` content inside main, one level of wrapper, never code, language links or header', async () => {
    document.body.innerHTML = `
      <header><a lang="en-US" href="/">English</a></header>
      <main>
        <article><h2 lang="en-US"><a href="/blog/x">Webhooks explained</a></h2>
        <p lang="en-US">Receive and secure webhooks.</p>
        <p lang="en-US">Mixed <strong>content</strong> stays</p>
        <p lang="en-US"><code>npm i n8n</code></p>
        <p>Also available in <a href="/blog/x" hreflang="en-US" lang="en-US">English</a></p>
        <p lang="fr-FR">Déjà en français</p></article>
      </main>`;
    const { calls } = mockFetch(ok);
    await translateMarked(document, 'de', true);
    expect(document.querySelector('main h2 a')!.textContent).toBe('[de] Webhooks explained');
    expect(document.querySelector('main h2 a')!.getAttribute('lang')).toBe('de-DE');
    expect(document.querySelectorAll('main p')[0]!.textContent).toBe(
      '[de] Receive and secure webhooks.',
    );
    expect(calls.map((c) => c.text).sort()).toEqual([
      'Receive and secure webhooks.',
      'Webhooks explained',
    ]);
    await translateMarked(document, 'de', false);
    expect(calls).toHaveLength(2);
  });

  it('does nothing on English pages and follows elements added later', async () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<p data-translate>English page</p>';
    const { fn } = mockFetch(ok);
    await startRuntimeTranslation();
    expect(fn).not.toHaveBeenCalled();

    document.documentElement.lang = 'fr';
    document.body.innerHTML = '<main><p data-translate>First</p><p lang="en-US">Auto</p></main>';
    const stop = await startRuntimeTranslation();
    await waitFor(() => expect(document.querySelector('p')!.textContent).toBe('[fr] First'));
    await waitFor(() => expect(document.querySelectorAll('p')[1]!.textContent).toBe('[fr] Auto'));
    const added = document.createElement('p');
    added.setAttribute('data-translate', '');
    added.textContent = 'Added later';
    document.querySelector('main')!.append(added);
    await waitFor(() => expect(added.textContent).toBe('[fr] Added later'));
    stop();
    document.documentElement.lang = 'en';
  });

  it('without a machine provider, only explicitly marked text is sent (English-lang content stays, no 503 storm)', async () => {
    document.documentElement.lang = 'de';
    document.body.innerHTML =
      '<main><h2 lang="en-US"><a href="/x">Post title</a></h2><p data-translate>Book Free Consultation</p></main>';
    const { calls } = mockFetch(
      (b) =>
        b.text === 'Book Free Consultation'
          ? { status: 200, json: { translatedText: 'Kostenloses Erstgespräch buchen' } }
          : { status: 503, json: { error: 'x' } },
      { embedded: true, provider: null, machineTranslation: false },
    );
    const stop = await startRuntimeTranslation();
    await waitFor(() =>
      expect(document.querySelector('p')!.textContent).toBe('Kostenloses Erstgespräch buchen'),
    );
    expect(document.querySelector('h2 a')!.textContent).toBe('Post title');
    expect(calls.map((c) => c.text)).toEqual(['Book Free Consultation']);
    stop();
    document.documentElement.lang = 'en';
  });
});

describe('translateArticleMessages', () => {
  it('carries the catalog texts of every language', () => {
    const all = translateArticleMessages();
    expect(Object.keys(all).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(all[locale].action).toBe(catalogs[locale]['translate.article.action']);
      for (const value of Object.values(all[locale])) expect(value.trim()).not.toBe('');
    }
    expect(all.de.action).toBe('Diesen Artikel übersetzen');
  });
});
