/**
 * Share cards per page, icons, titles and descriptions that fit, valid HTML.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lengthWarnings } from '../../tools/lib/blog/check';
import type { BlogFile } from '@/lib/blog/source';
import {
  hoistIslandStyle,
  INLINE_COVER_MAX_BYTES,
  inlineCover,
  inlineCovers,
} from '../../tools/lib/release/html-fixes';
import { icoFile } from '../../tools/lib/release/icons';
import {
  cardOfPage,
  pagePath,
  renderShareCard,
  showsCanonicalCard,
  writeShareCards,
} from '../../tools/lib/release/share-cards';
import { documentTitle, MAX_TITLE, shareCardPath } from '@/lib/seo';
import { checkCatalogs, metaTooLong } from '../../tools/lib/translate/catalog-check';

const head = (extra = '') =>
  `<!doctype html><html lang="pt-BR"><head><title>x</title>` +
  `<meta property="og:title" content="Webhooks no n8n: receber &amp; responder">` +
  `<meta property="og:description" content="Como funciona o nó Webhook.">` +
  `<meta property="og:site_name" content="Flowcraft Automation">` +
  `<meta property="og:image" content="https://flowcraft.example/og/pt/blog/webhooks.png">${extra}` +
  `</head><body></body></html>`;

/** A scratch client folder and card cache; `page` writes a page whose head asks for `image`. */
function scratchSite() {
  const root = mkdtempSync(join(tmpdir(), 'share-cards-'));
  const client = join(root, 'client');
  const page = (
    dir: string,
    image: string,
    { title, canonical }: { title?: string; canonical?: string } = {},
  ) => {
    const link = canonical
      ? `<link rel="canonical" href="https://flowcraft.example${canonical}">`
      : '';
    let html = head(link).replace('/og/pt/blog/webhooks.png', image);
    if (title) html = html.replace('Webhooks no n8n: receber &amp; responder', title);
    mkdirSync(join(client, dir), { recursive: true });
    writeFileSync(join(client, dir, 'index.html'), html);
  };
  return { root, client, cache: join(root, 'cache'), page };
}

describe('share cards', () => {
  it('each page has its own card path, by language and path', () => {
    expect(shareCardPath('de', '/services')).toBe('/og/de/services.png');
    expect(shareCardPath('en', '/')).toBe('/og/en/index.png');
    expect(shareCardPath('pt', '/blog/webhooks')).toBe('/og/pt/blog/webhooks.png');
  });

  it('reads what to draw from the page head, with category and read time for articles', () => {
    const card = cardOfPage(
      head(
        '<meta property="article:section" content="Integração">' +
          '<meta name="twitter:label1" content="Tempo de leitura"><meta name="twitter:data1" content="6 min">',
      ),
    );
    expect(card).toEqual({
      image: '/og/pt/blog/webhooks.png',
      lang: 'pt-BR',
      title: 'Webhooks no n8n: receber & responder',
      description: 'Como funciona o nó Webhook.',
      brand: 'Flowcraft Automation',
      host: 'flowcraft.example',
      kicker: 'Integração · 6 min',
    });
  });

  it('leaves pages alone whose og:image is not a generated card', () => {
    expect(cardOfPage(head().replace('/og/pt/blog/webhooks.png', '/images/cover.jpg'))).toBe(
      undefined,
    );
  });

  it('draws a 1200×630 PNG', async () => {
    const card = cardOfPage(head())!;
    const png = await renderShareCard(card);
    const { width, height, format, channels } = await sharp(png).metadata();
    // Opaque: red, green and blue only, no alpha channel to store.
    expect([width, height, format, channels]).toEqual([1200, 630, 'png', 3]);
  });

  it('writes every page its card, draws a look once, and takes the cache next time', async () => {
    const { root, client, cache, ...site } = scratchSite();
    const page = (dir: string, image: string, title = 'Webhooks no n8n') =>
      site.page(dir, image, { title });
    page('pt/blog/webhooks', '/og/pt/blog/webhooks.png');
    // Two pages that look alike (same text and language), each with its own image path.
    page('pt/blog/webhooks-copia', '/og/pt/blog/webhooks-copia.png');
    for (let i = 0; i < 5; i++)
      page(`pt/servicos-${i}`, `/og/pt/servicos-${i}.png`, `Serviço ${i}`);
    try {
      const counts = await writeShareCards(client, cache);
      expect(counts).toEqual({ cards: 7, drawn: 6, shown: 0, pruned: 0 });
      const one = readFileSync(join(client, 'og/pt/blog/webhooks.png'));
      expect(readFileSync(join(client, 'og/pt/blog/webhooks-copia.png'))).toEqual(one);
      expect((await sharp(join(client, 'og/pt/blog/webhooks.webp')).metadata()).width).toBe(600);
      for (let i = 0; i < 5; i++) {
        const { width, format } = await sharp(join(client, `og/pt/servicos-${i}.png`)).metadata();
        expect([width, format]).toEqual([1200, 'png']);
      }
      rmSync(join(client, 'og'), { recursive: true });
      // A card of a page since deleted, unused for 31 days; the site's cards, unused for 40.
      const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
      const cached = readdirSync(cache);
      for (const file of cached) utimesSync(join(cache, file), days(40), days(40));
      writeFileSync(join(cache, 'deleted-page.png'), one);
      utimesSync(join(cache, 'deleted-page.png'), days(31), days(31));
      expect(await writeShareCards(client, cache)).toEqual({
        cards: 7,
        drawn: 0,
        shown: 0,
        pruned: 1,
      });
      expect(readdirSync(cache).sort()).toEqual(cached.sort());
      expect(readFileSync(join(client, 'og/pt/blog/webhooks.png'))).toEqual(one);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("a page whose canonical link names another page shows that page's card", () => {
    const canonical = (href: string) => head(`<link rel="canonical" href="${href}">`);
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('de/blog/webhooks/index.html')).toBe('/de/blog/webhooks');
    expect(pagePath('404.html')).toBe('/404');
    const url = 'https://flowcraft.example';
    // An article shown in German before it is translated: canonical (and og:url) is the English one.
    expect(
      showsCanonicalCard('de/blog/webhooks/index.html', canonical(`${url}/blog/webhooks`)),
    ).toBe(true);
    expect(
      showsCanonicalCard('de/blog/webhooks/index.html', canonical(`${url}/de/blog/webhooks`)),
    ).toBe(false);
    expect(showsCanonicalCard('index.html', canonical(`${url}/`))).toBe(false);
    expect(showsCanonicalCard('de/index.html', canonical(`${url}/de`))).toBe(false);
    expect(showsCanonicalCard('404.html', head())).toBe(false);
  });

  it('draws no card for an untranslated copy; a copy whose original draws none fails the build', async () => {
    const { root, client, cache, ...site } = scratchSite();
    const page = (dir: string, image: string, canonical: string) =>
      site.page(dir, image, { canonical });
    page('blog/webhooks', '/og/en/blog/webhooks.png', '/blog/webhooks');
    for (const locale of ['pt', 'de'])
      page(`${locale}/blog/webhooks`, '/og/en/blog/webhooks.png', '/blog/webhooks');
    try {
      const counts = await writeShareCards(client, cache);
      expect(counts).toEqual({ cards: 1, drawn: 1, shown: 2, pruned: 0 });
      expect(readdirSync(join(client, 'og'))).toEqual(['en']);
      // The copy points at a card of its own, which nobody draws.
      page('de/blog/webhooks', '/og/de/blog/webhooks.png', '/blog/webhooks');
      await expect(writeShareCards(client, cache)).rejects.toThrow(
        'de/blog/webhooks/index.html shows the share card /og/de/blog/webhooks.png, which its canonical page does not draw',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a cache that cannot be written (a file in its place) costs only time', async () => {
    const root = mkdtempSync(join(tmpdir(), 'share-cards-'));
    const client = join(root, 'client');
    const blocked = join(root, 'cache');
    writeFileSync(blocked, 'not a folder');
    mkdirSync(join(client, 'pt/blog/webhooks'), { recursive: true });
    writeFileSync(join(client, 'pt/blog/webhooks/index.html'), head());
    try {
      expect(await writeShareCards(client, blocked)).toEqual({
        cards: 1,
        drawn: 1,
        shown: 0,
        pruned: 0,
      });
      expect((await sharp(join(client, 'og/pt/blog/webhooks.png')).metadata()).width).toBe(1200);
      expect((await sharp(join(client, 'og/pt/blog/webhooks.webp')).metadata()).width).toBe(600);
      expect(readdirSync(root).sort()).toEqual(['cache', 'client']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('icons', () => {
  it('packs PNG images into an ICO file with a correct directory', async () => {
    const png = await sharp({
      create: { width: 16, height: 16, channels: 4, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    const ico = icoFile([
      { size: 16, png },
      { size: 32, png },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    expect(ico.readUInt16LE(4)).toBe(2); // two images
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 32); // first image right after the directory
    expect(ico.subarray(38, 46)).toEqual(png.subarray(0, 8)); // PNG signature
    expect(ico.length).toBe(38 + 2 * png.length);
  });
});

describe('titles and descriptions that fit', () => {
  it('adds the brand to a title only when the whole fits in 60 characters', () => {
    expect(documentTitle('Services', 'Flowcraft Automation')).toBe(
      'Services | Flowcraft Automation',
    );
    const long = 'Especialista n8n para agências, startups e equipes de vendas';
    expect(documentTitle(long, 'Flowcraft Automation')).toBe(long);
    expect([...long].length).toBeLessThanOrEqual(MAX_TITLE);
  });

  it('i18n:check reports a page title or description too long once filled in', () => {
    expect(metaTooLong('home.metaTitle', 'x'.repeat(60))).toBeUndefined();
    expect(metaTooLong('home.metaTitle', 'x'.repeat(61))).toBe('61 characters, at most 60');
    expect(metaTooLong('faq.metaDescription', `${'x'.repeat(155)} {count}`)).toBeUndefined();
    expect(metaTooLong('faq.metaDescription', `${'x'.repeat(156)} {count}`)).toBe(
      '161 characters, at most 160',
    );
    expect(metaTooLong('home.hero.title', 'x'.repeat(200))).toBeUndefined();
    // Each voice's wording (business.voice) is measured on its own, whichever is longer.
    const voiced = (mine: number, ours: number) =>
      `{voice, select, I {${'i'.repeat(mine)}} other {${'w'.repeat(ours)}}}`;
    expect(metaTooLong('home.metaTitle', voiced(60, 50))).toBeUndefined();
    expect(metaTooLong('home.metaTitle', voiced(64, 50))).toBe('64 characters, at most 60');
    expect(metaTooLong('home.metaTitle', voiced(50, 62))).toBe('62 characters, at most 60');
    const problems = checkCatalogs([
      {
        locale: 'en',
        area: 'home',
        path: 'src/i18n/messages/en/home.json',
        entries: { 'home.metaTitle': 'x'.repeat(70) },
      },
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'too-long', key: 'home.metaTitle', locale: 'en' }),
    );
  });
});

describe('article titles and descriptions', () => {
  it('content:check warns when they are longer than search results show', () => {
    const post = {
      file: 'x.md',
      slug: 'x',
      locale: 'en' as const,
      body: 'Text.',
      data: { title: 'T'.repeat(61), description: 'D'.repeat(161) },
    } as unknown as BlogFile;
    expect(lengthWarnings(post, 'content/blog/x.md')).toEqual([
      'content/blog/x.md: title: 61 characters; search results show about 60',
      'content/blog/x.md: description: 161 characters; search results show about 160',
    ]);
  });
});

describe('valid HTML', () => {
  const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
  it("moves Astro's island style from the body into the head", () => {
    const page = `<html><head><title>t</title></head><body><main><p>a</p>${style}<astro-island></astro-island></main></body></html>`;
    expect(hoistIslandStyle(page)).toBe(
      `<html><head><title>t</title>${style}</head><body><main><p>a</p><astro-island></astro-island></main></body></html>`,
    );
  });

  it('leaves a page without it unchanged', () => {
    const page = '<html><head></head><body><p>a</p></body></html>';
    expect(hoistIslandStyle(page)).toBe(page);
  });
});

describe("the blog list's newest cover (the list's largest paint)", () => {
  const marked = (src: string) =>
    `<img src="${src}" alt="" width="600" height="315" loading="eager" data-inline-cover="" class="c"/>`;
  const lazy = '<img src="/og/en/blog/b.webp" alt="" loading="lazy" decoding="async"/>';
  const webp = Buffer.from('RIFF....WEBPVP8 ');

  it('is inlined as a data: WebP, the marker removed, the other covers left as files', () => {
    const page = `<main>${marked('/og/en/blog/a.webp')}${lazy}</main>`;
    const read = (src: string) => (src === '/og/en/blog/a.webp' ? webp : null);
    expect(inlineCover(page, read)).toBe(
      `<main><img src="data:image/webp;base64,${webp.toString('base64')}" alt="" width="600" height="315" loading="eager" class="c"/>${lazy}</main>`,
    );
  });

  it('keeps its URL when the file is missing or larger than INLINE_COVER_MAX_BYTES', () => {
    const page = `<main>${marked('/og/en/blog/a.webp')}</main>`;
    const kept = page.replace(' data-inline-cover=""', '');
    expect(inlineCover(page, () => null)).toBe(kept);
    expect(inlineCover(page, () => Buffer.alloc(INLINE_COVER_MAX_BYTES + 1))).toBe(kept);
    expect(inlineCover(lazy, () => webp)).toBe(lazy);
  });

  it('is inlined into the built pages that mark one', () => {
    const client = mkdtempSync(join(tmpdir(), 'covers-'));
    mkdirSync(join(client, 'og/en/blog'), { recursive: true });
    writeFileSync(join(client, 'og/en/blog/a.webp'), webp);
    mkdirSync(join(client, 'blog'));
    writeFileSync(join(client, 'blog/index.html'), `<main>${marked('/og/en/blog/a.webp')}</main>`);
    writeFileSync(join(client, 'index.html'), `<main>${lazy}</main>`);
    try {
      expect(inlineCovers(client)).toBe(1);
      expect(readFileSync(join(client, 'blog/index.html'), 'utf8')).toContain(
        `src="data:image/webp;base64,${webp.toString('base64')}"`,
      );
      expect(readFileSync(join(client, 'index.html'), 'utf8')).toBe(`<main>${lazy}</main>`);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
