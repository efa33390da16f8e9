/**
 * Share cards: after Astro has written the pages, every page that points its
 * `og:image` at `/og/...png` gets that image, 1200×630, drawn from the page's own head: its
 * title, description, language, and for articles the category and read time. Text becomes
 * vector paths with Inter from `@fontsource/inter` (nothing is fetched), `sharp` turns the SVG
 * into a PNG, and cards whose inputs did not change come from a cache between builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import pLimit from 'p-limit';
import { markUsed, pruneCache, writeCacheFile } from './build-cache';
import sharp from 'sharp';
import { decodeHTML } from 'entities';
import { htmlPages } from './layout';

/** What a card shows, read from a built page. */
export interface ShareCard {
  /** Site path of the image, `/og/de/services.png`. */
  image: string;
  /** BCP 47 language of the page (`pt-BR`). */
  lang: string;
  title: string;
  description: string;
  brand: string;
  /** Articles: category and read time, e.g. `Integration · 9 min`. */
  kicker?: string;
  /** Host name printed at the bottom, e.g. `flowcraft.example`. */
  host: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Width of the WebP copy of an article's card used as its cover on the blog list. */
export const COVER_WIDTH = 600;
/** Cards drawn at once (153 cards on two cores: 16.8 s one at a time, 8.3 s with 4 in flight, 8.9 s with 8). */
const CARDS_IN_FLIGHT = 4;
/** Change when the drawing changes, so cached cards are drawn again. */
const DESIGN_VERSION = 5;

/** The `content` of a page's `<meta name|property="key">`, decoded; undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decodeHTML(match[1]!) : undefined;
}

/** The card a built page asks for, or undefined when its `og:image` is not a generated card. */
export function cardOfPage(html: string): ShareCard | undefined {
  const url = metaContent(html, 'og:image');
  if (!url) return undefined;
  const { pathname, host } = new URL(url);
  if (!pathname.startsWith('/og/') || !pathname.endsWith('.png')) return undefined;
  const section = metaContent(html, 'article:section');
  const readTime = metaContent(html, 'twitter:data1');
  const kicker = [section, readTime].filter(Boolean).join(' · ');
  return {
    image: pathname,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? 'en',
    title: metaContent(html, 'og:title') ?? '',
    description: metaContent(html, 'og:description') ?? '',
    brand: metaContent(html, 'og:site_name') ?? '',
    host,
    ...(kicker ? { kicker } : {}),
  };
}

/** The site path a built page answers at: `de/blog/x/index.html` -> `/de/blog/x`, `index.html` -> `/`. */
export function pagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * Whether a built page shows the card of another page rather than its own: a page whose canonical
 * link names another page (an article shown in another language before it is translated). Its
 * `og:url` names that page too, and the networks that follow `og:url` read that page's card, so
 * drawing a second card for the copy (five per untranslated article) would be work nobody sees.
 */
export function showsCanonicalCard(file: string, html: string): boolean {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) return false;
  const path = new URL(decodeHTML(canonical)).pathname.replace(/(.)\/$/, '$1');
  return path !== pagePath(file);
}

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

const logo =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c2410c"/><circle cx="18" cy="22" r="7" fill="#fff"/><circle cx="46" cy="22" r="7" fill="#fff"/><circle cx="32" cy="44" r="7" fill="#fff"/><path d="M25 22h14M22 28l7 10M42 28l-7 10" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>',
  ).toString('base64');

/** The card as an element tree for satori (flexbox only, inline styles). */
function cardElement(card: ShareCard) {
  const titleSize = card.title.length > 48 ? 60 : 72;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #1c1917 0%, #292524 60%, #431407 100%)',
        color: '#fafaf9',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <img src={logo} width={56} height={56} alt="" />
          <span style={{ fontSize: 30, fontWeight: 700 }}>{card.brand}</span>
        </div>
        <span
          style={{
            fontSize: 24,
            fontWeight: 700,
            padding: '8px 18px',
            borderRadius: 999,
            border: '2px solid #fb923c',
            color: '#fdba74',
          }}
        >
          {card.lang.toUpperCase()}
        </span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        {card.kicker && (
          <span style={{ fontSize: 28, fontWeight: 700, color: '#fdba74' }}>{card.kicker}</span>
        )}
        <span style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>{card.title}</span>
        {!card.kicker && card.description && (
          <span
            style={{
              fontSize: 28,
              lineHeight: 1.35,
              color: '#d6d3d1',
              lineClamp: 2,
              display: 'block',
            }}
          >
            {card.description}
          </span>
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, background: '#f97316' }} />
        <span style={{ fontSize: 24, color: '#a8a29e' }}>{card.host}</span>
      </div>
    </div>
  );
}

/** Draws one card as a PNG. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const svg = await satori(cardElement(card), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  // Full colour: a palette would halve a card but takes 3× as long to draw. The card is opaque
  // (its gradient fills it), so no alpha channel: 10 % smaller and faster. zlib level 6, not 9:
  // measured on ten cards, 12 against 39 CPU-ms of a card's 80-110 for 76 against 65 KB; a card
  // is fetched once by each social network's crawler, while a build draws hundreds (the test
  // suite about 850 on a fresh clone, where the cache is empty).
  return sharp(Buffer.from(svg))
    .flatten({ background: '#1c1917' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * Which page draws each share card: every page its own, except a page that shows its
 * canonical page's card (`showsCanonical`, from `showsCanonicalCard`), which must be a card some
 * page draws. `image` is the card a page asks for (its path or its URL: the caller's key). Returns
 * each card's page, how many pages show another's, and every break of the rule.
 */
export function cardOwners(
  pages: Iterable<{ file: string; image: string; showsCanonical: boolean }>,
): {
  owners: Map<string, string>;
  shown: number;
  problems: string[];
} {
  const owners = new Map<string, string>();
  const shown: { file: string; image: string }[] = [];
  const problems: string[] = [];
  for (const { file, image, showsCanonical } of pages) {
    if (showsCanonical) {
      shown.push({ file, image });
      continue;
    }
    const other = owners.get(image);
    if (other) problems.push(`${file} and ${other} both use the share card ${image}`);
    else owners.set(image, file);
  }
  for (const { file, image } of shown)
    if (!owners.has(image))
      problems.push(
        `${file} shows the share card ${image}, which its canonical page does not draw`,
      );
  return { owners, shown: shown.length, problems };
}

/**
 * Writes the card of every page of `clientDir`; a page that breaks `cardOwners`' rule fails the
 * build. Returns the counts for the build log.
 */
export async function writeShareCards(
  clientDir: string,
  cacheDir = join('node_modules', '.cache', 'share-cards'),
): Promise<{ cards: number; drawn: number; shown: number; pruned: number }> {
  const asked: { file: string; image: string; showsCanonical: boolean; card: ShareCard }[] = [];
  for (const file of htmlPages(clientDir)) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const card = cardOfPage(html);
    if (card)
      asked.push({ file, image: card.image, showsCanonical: showsCanonicalCard(file, html), card });
  }
  const { owners, shown, problems } = cardOwners(asked);
  if (problems.length) throw new Error(problems.join('\n'));
  const cards = asked.filter((a) => owners.get(a.image) === a.file).map((a) => a.card);
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    // Without a cache every card is drawn, as on a first build.
  }
  let drawn = 0;
  const drawings = new Map<string, Promise<Buffer>>();
  const one = async (card: ShareCard): Promise<void> => {
    const key = createHash('sha256')
      .update(JSON.stringify({ ...card, image: undefined, DESIGN_VERSION }))
      .digest('hex')
      .slice(0, 24);
    // Pages whose cards look alike (same text and language) share one drawing.
    let drawing = drawings.get(key);
    if (!drawing) {
      const cached = join(cacheDir, `${key}.png`);
      if (existsSync(cached)) {
        markUsed(cached);
        drawing = Promise.resolve(readFileSync(cached));
      } else {
        drawing = renderShareCard(card).then((png) => {
          writeCacheFile(cached, png);
          drawn += 1;
          return png;
        });
      }
      drawings.set(key, drawing);
    }
    const png = await drawing;
    const target = join(clientDir, card.image);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
    // Articles' cards are also their covers on the blog list: a small WebP for that.
    if (card.image.includes('/blog/')) {
      const cover = join(cacheDir, `${key}.webp`);
      let webp: Buffer;
      if (existsSync(cover)) {
        markUsed(cover);
        webp = readFileSync(cover);
      } else {
        webp = await sharp(png).resize(COVER_WIDTH).webp({ quality: 80 }).toBuffer();
        writeCacheFile(cover, webp);
      }
      writeFileSync(target.replace(/\.png$/, '.webp'), webp);
    }
  };
  // Several cards in flight: sharp encodes on libvips' threads while the next card is laid out,
  // 120 -> 45 ms a card here (a first build draws ~150, the pagination fixture ~400 more).
  const limit = pLimit(CARDS_IN_FLIGHT);
  await Promise.all(cards.map((card) => limit(() => one(card))));
  return { cards: cards.length, drawn, shown, pruned: pruneCache(cacheDir) };
}
