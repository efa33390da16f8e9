import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { locateBlogFile } from '../../src/lib/blog/source';
import { postHref } from '../../src/lib/blog/summary';
import { getSite } from '../../shared/node/site';
import {
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  LOCALES,
  localized,
  test,
  loadedAndIdle,
} from './support/fixtures';
import { distDir } from '../../shared/config';

/** Articles without `author:` are signed with the brand of the owner file. */
const brand = getSite().business.brandName;

/**
 * The blog on the shipped content: list, search, post, German route, wiki, diagnostic
 * page, not-found view, the generated /blogs files, RSS. Pagination with more than 30 posts is in
 * blog-pagination.spec.ts (fixture build).
 */

/**
 * One article per language from the build being tested (`/de/blog/<slug>` for `de/<slug>.md`):
 * the first one /blogs/index.json lists in each language. Axe reads the article template once per
 * language; every markdown construct an article can use is on the diagnostic page,
 * which axe reads too, and the content checks hold each article's own text (alt text, headings).
 */
function oneArticlePerLanguage(): string[] {
  const index = join(distDir(), 'current', 'client', 'blogs', 'index.json');
  const files = JSON.parse(readFileSync(index, 'utf8')) as string[];
  const first = new Map<string, string>();
  for (const file of files) {
    const place = locateBlogFile(file);
    if ('problem' in place) throw new Error(`${file} in /blogs/index.json: ${place.problem}`);
    if (!first.has(place.locale)) first.set(place.locale, postHref(place.slug, place.locale));
  }
  return [...first.values()];
}

const SEARCH = 'Search blogs by title, description, category...';
const ENGLISH_POSTS = 11;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** The search box, once its script has run (it is disabled until then). */
async function searchBox(page: Page) {
  const box = page.getByPlaceholder(SEARCH);
  await expect(box).toBeEnabled();
  return box;
}

test.describe('blog list', () => {
  test('is complete HTML: heading, cards newest first, call to action, metadata', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs & News' }),
    ).toBeVisible();
    await expect(page.getByPlaceholder(SEARCH)).toBeVisible();
    const cards = page.locator('main article:visible');
    await expect(cards).toHaveCount(ENGLISH_POSTS);
    // Sorted by publication date, the first time on each card (an update may follow it).
    const dates = await cards.evaluateAll((as) =>
      as.map((a) => a.querySelector('time')!.getAttribute('datetime')!),
    );
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    // The newest post's cover (the list's largest paint) arrives inside the page; the others are
    // files loaded as they near the screen.
    const covers = await page.locator('main img[width="600"]').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        inline: img.src.startsWith('data:image/webp;base64,'),
        loading: img.loading,
        width: img.complete ? img.naturalWidth : 0,
      })),
    );
    expect(covers[0]).toEqual({ inline: true, loading: 'eager', width: 600 });
    expect(covers.slice(1).map((c) => [c.inline, c.loading])).toEqual(
      covers.slice(1).map(() => [false, 'lazy']),
    );

    const azure = cards.filter({ hasText: 'Self-Hosting n8n on Azure' });
    await expect(azure.getByRole('link')).toHaveAttribute('href', '/blog/setup-n8n-azure-docker');
    await expect(azure.locator('time')).toHaveText(['May 20, 2024', 'Nov 29, 2026']);
    await expect(azure).toContainText('Updated Nov 29, 2026');
    await expect(azure).toContainText(brand);
    await expect(azure).toContainText(/Reading time \d+ min/);
    await expect(azure.getByText('Advanced', { exact: true })).toHaveClass(/text-danger/);
    await expect(azure.getByText('Tutorial', { exact: true })).toHaveClass(/text-success/);
    await expect(azure.getByText('Tutorial', { exact: true })).toHaveCSS(
      'text-transform',
      'uppercase',
    );
    const wikiCard = cards.filter({ hasText: 'n8n Wiki: A Glossary' });
    await expect(wikiCard.getByText('n8n Wiki', { exact: true })).toHaveClass(/text-info/);
    await expect(wikiCard.getByText('Beginner', { exact: true })).toHaveClass(/text-success/);
    await expect(
      cards.filter({ hasText: 'Webhooks Explained' }).getByText('Integration', { exact: true }),
    ).toHaveClass(/text-purple/);
    await expect(
      cards.filter({ hasText: 'Webhooks Explained' }).getByText('Intermediate', { exact: true }),
    ).toHaveClass(/text-warning/);

    await expect(page.getByRole('link', { name: /Browse the n8n Wiki/ })).toHaveAttribute(
      'href',
      '/blog/n8n-wiki',
    );
    await expect(page.getByRole('heading', { name: 'Need Custom n8n Automation?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      '/talk-to-expert',
    );

    await expectLocalizedHead(page, 'en', '/blog');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
    const blog = (await jsonLd(page)).find((d) => d['@type'] === 'Blog');
    expect((blog?.blogPost as unknown[]).length).toBe(ENGLISH_POSTS);
  });

  test('reads the same without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.locator('main article:visible')).toHaveCount(ENGLISH_POSTS);
    await page.goto('/blog/what-is-n8n-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What Is n8n? A Practical Guide to Workflow Automation',
    );
    await expect(page.getByText('Q: Is n8n free?')).toBeVisible();
    await context.close();
  });

  test('German list: German articles first-class, English ones marked', async ({ page }) => {
    await page.goto('/de/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neueste Blogbeiträge & News');
    await expect(page.locator('main article:visible')).toHaveCount(ENGLISH_POSTS);
    const german = page.locator('main article:visible').filter({ hasText: 'Was ist n8n?' });
    await expect(german.getByRole('link')).toHaveAttribute('href', '/de/blog/what-is-n8n-guide');
    await expect(german.locator('time').first()).toHaveText('12. März 2024');
    await expect(german).toContainText('Aktualisiert am 23. Nov. 2026');
    // Every shipped article is translated: no card is marked English.
    await expect(
      page.locator('main article:visible').filter({ hasText: 'Auf Englisch' }),
    ).toHaveCount(0);
    await expect(page.locator('main article h2[lang="en-US"]')).toHaveCount(0);
    await expectLocalizedHead(page, 'de', '/blog');
  });
});

test.describe('blog list on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const locale of LOCALES) {
    test(`${locale}: no sideways scrolling, before and after the cards render`, async ({
      page,
    }) => {
      await page.goto(localized('/blog', locale));
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.locator('main article').last().scrollIntoViewIfNeeded();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('blog search', () => {
  test('loads its data only when the visitor starts typing', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/blog/search.json') && indexRequests.push(r.url()));
    // The page writes down, in order, each input event and each request for the index.
    await page.addInitScript(() => {
      const order: string[] = ((window as unknown as { __order: string[] }).__order = []);
      document.addEventListener('input', () => order.push('input'), true);
      const fetchFirst = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/blog/search.json'))
          order.push('index');
        return fetchFirst(input, init);
      };
    });
    await page.goto('/blog');
    const box = await searchBox(page);
    // Loaded, and the browser idle: a prefetch on load or on idle would have started by now.
    await loadedAndIdle(page);
    expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(
      [],
    );
    await box.fill('azure');
    await expect(page.getByText('Found 1 result(s) for "azure"')).toBeVisible();
    await box.fill('docker');
    await expect(page.getByText('Found 1 result(s) for "docker"')).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
    expect(order.filter((e) => e === 'index')).toHaveLength(1);
    expect(order.indexOf('index')).toBeGreaterThan(order.indexOf('input'));
  });

  test('matches title, description, category and author, ignoring case', async ({ page }) => {
    await page.goto('/blog');
    const box = await searchBox(page);
    const cases: [string, number][] = [
      ['AZURE', 1],
      ['Glossary', 1],
      ['  prometheus  ', 1],
      ['INTEGRATION', 4],
      ['n8n wiki', 2],
      [brand.toLowerCase(), ENGLISH_POSTS],
    ];
    for (const [term, count] of cases) {
      await box.fill(term);
      await expect(page.getByText(`Found ${count} result(s) for "${term.trim()}"`)).toBeVisible();
      await expect(page.locator('main article:visible')).toHaveCount(count);
    }
  });

  test('no results, and whitespace shows every post again', async ({ page }) => {
    await page.goto('/blog');
    const box = await searchBox(page);
    await box.fill('kubernetes-operator-xyz');
    await expect(page.getByText('No results found for "kubernetes-operator-xyz"')).toBeVisible();
    await expect(page.getByText('Try a different search term')).toBeVisible();
    await expect(page.locator('main article:visible')).toHaveCount(0);
    await box.fill('   ');
    await expect(page.locator('main article:visible')).toHaveCount(ENGLISH_POSTS);
    await expect(page.getByText(/result\(s\)/)).toHaveCount(0);
  });

  test('shows a skeleton while the data is slow', async ({ page }) => {
    // The index is held until the skeleton has been seen.
    let releaseIndex = () => {};
    const seen = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route('**/blog/search.json', async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto('/blog');
    await (await searchBox(page)).fill('n8n');
    await expect(page.locator('[data-skeleton]').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    releaseIndex();
    await expect(page.getByText(/Found \d+ result\(s\) for "n8n"/)).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('shows the error view when the data cannot be loaded', async ({ page, consoleErrors }) => {
    await page.route('**/blog/search.json', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto('/blog');
    await (await searchBox(page)).fill('n8n');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Blog' })).toBeVisible();
    await expect(alert).toContainText('Error loading blog: HTTP error! status: 500');
    await expect(alert).toContainText('Please check the browser console for more details.');
    expect(consoleErrors.join('\n')).toContain('Error loading blog: HTTP error! status: 500');
  });

  test('German search uses German texts and labels', async ({ page }) => {
    await page.goto('/de/blog');
    const box = page.getByPlaceholder('Blog nach Titel, Beschreibung, Kategorie durchsuchen …');
    await expect(box).toBeEnabled();
    await box.fill('zapier');
    await expect(page.getByText('1 Ergebnis für „zapier“ gefunden')).toBeVisible();
    await box.fill('workflow-automatisierung');
    await expect(
      page.getByText('3 Ergebnisse für „workflow-automatisierung“ gefunden'),
    ).toBeVisible();
  });
});

test.describe('blog post', () => {
  test('renders the article with highlighted code, tables, quotes, safe external links', async ({
    page,
  }) => {
    await page.goto('/blog/setup-n8n-azure-docker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Self-Hosting n8n on Azure with Docker: A Step-by-Step Guide',
    );
    await expect(
      page
        .getByText('Deploy a production-ready n8n on an Azure virtual machine', { exact: false })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const header = page.locator('article header');
    await expect(header.getByText('Advanced', { exact: true })).toHaveClass(/text-danger/);
    await expect(header).toContainText(brand);
    await expect(header).toContainText(/Reading time \d+ min/);

    const body = page.locator('#blog-post-body');
    await expect(body.locator('h2').first()).toBeVisible();
    await expect(
      body.locator('pre.astro-code[data-language="yaml"] span[style*="color"]').first(),
    ).toBeVisible();
    await expect(body.locator('table')).toHaveCount(2);
    await expect(body.locator('blockquote')).toHaveCount(1);
    const external = body.locator('a[href^="https://"]');
    expect(await external.count()).toBeGreaterThan(3);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(body.locator('a[href="/blog/monitoring-production-n8n"]')).not.toHaveAttribute(
      'target',
      /.+/,
    );

    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByText('Q: Which Azure VM size do I need for n8n?')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Need Help with n8n Automation?' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Let our experts help you implement the strategies discussed in this article.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
      'href',
      '/talk-to-expert',
    );
  });

  test('head: article Open Graph, canonical, BlogPosting and FAQPage data, language alternates', async ({
    page,
  }) => {
    await page.goto('/blog/what-is-n8n-guide');
    // 76 characters with the brand: the title alone (at most 60 with the brand).
    await expect(page).toHaveTitle('What Is n8n? A Practical Guide to Workflow Automation');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'What Is n8n? A Practical Guide to Workflow Automation',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /^What n8n is, how its workflows/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\.png$/,
    );
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2024-03-12',
    );
    expect(
      new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
    ).toBe('/blog/what-is-n8n-guide');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) =>
        ls.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
      );
    expect(alternates).toEqual([
      'en-US /blog/what-is-n8n-guide',
      'pt-BR /pt/blog/what-is-n8n-guide',
      'de-DE /de/blog/what-is-n8n-guide',
      'es-ES /es/blog/what-is-n8n-guide',
      'it-IT /it/blog/what-is-n8n-guide',
      'fr-FR /fr/blog/what-is-n8n-guide',
      'x-default /blog/what-is-n8n-guide',
    ]);
    const data = await jsonLd(page);
    const posting = data.find((d) => d['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'What Is n8n? A Practical Guide to Workflow Automation',
      datePublished: '2024-03-12',
      inLanguage: 'en-US',
    });
    const faq = data.find((d) => d['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(3);
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/blog/what-is-n8n-guide',
    );
  });

  test('a post without faq has no FAQ section or FAQPage data', async ({ page }) => {
    await page.goto('/blog/n8n-webhooks-guide');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toHaveCount(0);
    expect((await jsonLd(page)).some((d) => d['@type'] === 'FAQPage')).toBe(false);
  });

  test('the German route: German page, German FAQ, alternates to the English article', async ({
    page,
  }) => {
    await page.goto('/de/blog/what-is-n8n-guide');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Was ist n8n? Praxisleitfaden zur Workflow-Automatisierung',
    );
    await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute(
      'href',
      '/de/blog',
    );
    await expect(page.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeVisible();
    await expect(page.getByText('F: Ist n8n kostenlos?')).toBeVisible();
    // Publication day, then the day of the last revision.
    await expect(page.locator('article header time')).toHaveText([
      '12. März 2024',
      '23. Nov. 2026',
    ]);
    await expect(page.locator('article header')).toContainText('Aktualisiert am 23. Nov. 2026');
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute(
      'href',
      '/blog/what-is-n8n-guide',
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')));
    expect(alternates).toEqual(['en-US', 'pt-BR', 'de-DE', 'es-ES', 'it-IT', 'fr-FR', 'x-default']);
  });

  test('the n8n Wiki is a glossary', async ({ page }) => {
    await page.goto('/blog/n8n-wiki');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'n8n Wiki: A Glossary of n8n Terms',
    );
    for (const term of [
      'Node',
      'Trigger',
      'Credentials',
      'Execution',
      'Expression',
      'Sub-workflow',
      'Queue mode',
    ]) {
      await expect(
        page.locator('#blog-post-body h3', { hasText: new RegExp(`^${term}$`) }),
      ).toHaveCount(1);
    }
    await expect(page.locator('#blog-post-body h3#queue-mode')).toBeVisible();
  });
});

test.describe('blog pages for tools and people', () => {
  test('diagnostic page: slug, sample content through the same pipeline, the FAQ, noindex', async ({
    page,
  }) => {
    await page.goto('/test-blog/what-is-n8n-guide');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog diagnostics');
    await expect(page.locator('[data-fact="Slug"]')).toHaveText('what-is-n8n-guide');
    await expect(page.getByRole('heading', { name: 'Sample content' })).toBeVisible();
    await expect(page.locator('main pre.astro-code')).toHaveCount(1);
    await expect(page.locator('main table')).toHaveCount(1);
    await expect(page.locator('main a[href="https://docs.n8n.io/"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(page.locator('main script')).toHaveCount(0);
    await expect(page.locator('main img[onerror]')).toHaveCount(0);
    await expect(page.getByText('Raw HTML paragraphs are kept.')).toBeVisible();
    await expect(page.getByText('Q: Is n8n free?')).toBeVisible();
    await page.goto('/test-blog/n8n-webhooks-guide');
    await expect(page.getByText('This article has no FAQ.')).toBeVisible();
  });

  test('unknown slug: Blog Post Not Found with status 404', async ({ page, consoleErrors }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
    ).toBeVisible();
    await expect(page.getByText('Failed to load blog post: HTTP 404: Not Found')).toBeVisible();
    await expect(page.getByText('Slug: no-such-article')).toBeVisible();
    await expect(page.getByText('Source: /blogs/no-such-article.md')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(consoleErrors.join('\n')).toContain('Failed to load blog post: HTTP 404: Not Found');
  });

  test('the not-found view itself, in German', async ({ page }) => {
    await page.goto('/de/blog/404');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blogbeitrag nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByText('Quelle: /blogs/de/404.md')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute(
      'href',
      '/de/blog',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('generated /blogs/index.json and raw markdown files', async ({ request }) => {
    const index = await request.get('/blogs/index.json');
    expect(index.ok()).toBe(true);
    const files = (await index.json()) as string[];
    expect(files).toContain('what-is-n8n-guide.md');
    expect(files).toContain('setup-n8n-azure-docker.md');
    expect(files).toContain('de/what-is-n8n-guide.md');
    expect(files.length).toBe(ENGLISH_POSTS * LOCALES.length);
    expect(files.some((f) => f.includes('_samples'))).toBe(false);
    for (const file of files) {
      const raw = await request.get(`/blogs/${file}`);
      expect(raw.status(), file).toBe(200);
      expect(raw.headers()['content-type']).toContain('text/markdown');
      expect(await raw.text()).toMatch(/^---\ntitle: /);
    }
  });

  test('RSS feed of the English posts, linked from the head', async ({ page, request }) => {
    const feed = await request.get('/rss.xml');
    expect(feed.ok()).toBe(true);
    const xml = await feed.text();
    expect(xml.match(/<item>/g)).toHaveLength(ENGLISH_POSTS);
    expect(xml).toContain('/blog/setup-n8n-azure-docker</link>');
    await page.goto('/blog/n8n-wiki');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
  });

  test('sitemap lists the posts, not the diagnostic or not-found pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/blog/what-is-n8n-guide</loc>');
    expect(sitemap).toContain('/de/blog/what-is-n8n-guide</loc>');
    expect(sitemap).not.toContain('/test-blog/');
    expect(sitemap).not.toContain('/blog/404');
  });
});

test.describe('blog accessibility', () => {
  // Each blog template once per language: the list, an article, the not-found view; plus the
  // diagnostic page, which renders every markdown construct through the articles' pipeline.
  for (const path of [
    ...LOCALES.map((locale) => localized('/blog', locale)),
    '/test-blog/what-is-n8n-guide',
    '/blog/404',
    '/de/blog/404',
  ]) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  const articles = oneArticlePerLanguage();
  test('an article in each of the six languages', () => {
    expect(articles).toHaveLength(LOCALES.length);
  });
  for (const path of articles) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#blog-post-body')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('axe: search results and no results', async ({ page }) => {
    await page.goto('/blog');
    const box = await searchBox(page);
    await box.fill('n8n');
    await expect(page.getByText(/Found \d+ result/)).toBeVisible();
    await expectNoAxeViolations(page);
    await box.fill('zzzz');
    await expect(page.getByText('Try a different search term')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
