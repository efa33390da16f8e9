import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CSP_HASHES_FILE } from '../../../server/release/headers';
import { precompress, writeReleaseArtifacts } from '../../../tools/lib/release/write';
import { inlineScripts, scriptHash } from '../../support/csp';

const page = (lang: string, body: string, script = `console.log(${JSON.stringify(lang)})`) =>
  `<!doctype html><html lang="${lang}"><head><script>${script}</script>` +
  `<script type="application/ld+json">{}</script></head><body>${body}${' '.repeat(600)}</body></html>`;

/** A small built site: the pages, 404s and files the server's rules care about. */
export const FIXTURE_FILES: Record<string, string> = {
  'index.html': page('en', 'Home'),
  'services/index.html': page('en', 'Services'),
  'de/index.html': page('de', 'Startseite'),
  'de/services/index.html': page('de', 'Leistungen'),
  'fr/services/index.html': page('fr', 'Services FR'),
  'blog/index.html': page('en', 'Blog'),
  'blog/en-only/index.html': page('en', 'English only post'),
  'de/faq/index.html': page('de', 'FAQ DE', 'console.log("faq")'),
  '404.html': page('en', 'Oops! Page not found'),
  'de/404/index.html': page('de', 'Seite nicht gefunden'),
  'blog/404/index.html': page('en', 'Blog Post Not Found'),
  'de/blog/404/index.html': page('de', 'Blogartikel nicht gefunden'),
  '_astro/app.abc123.js': `console.log("app");${' '.repeat(600)}`,
  'rss.xml': `<?xml version="1.0"?><rss>${' '.repeat(600)}</rss>`,
  'blogs/post.md': `# Post\n${'text '.repeat(200)}`,
  'blogs/index.json': JSON.stringify({ posts: [] }),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h32v32H0z"/>'.repeat(8)}</svg>`,
  'og.png': '\x89PNG not compressible',
  'use-cases/diagrams/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/**
 * Writes a release folder the way `npm run build` does after Astro (Astro's script hashes,
 * precompressed copies and every artifact, from the project's real catalogs), from `files`
 * instead of a full Astro build.
 */
export async function makeRelease(
  files: Record<string, string> = FIXTURE_FILES,
  dir?: string,
): Promise<string> {
  const releaseDir = dir ?? mkdtempSync(join(tmpdir(), 'release-'));
  for (const [rel, text] of Object.entries(files)) {
    const path = join(releaseDir, 'client', rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  // Astro's part: the hashes of the pages' inline scripts (`tools/integrations/csp-hashes.ts`).
  const hashes = new Set(
    Object.entries(files)
      .filter(([rel]) => rel.endsWith('.html'))
      .flatMap(([, html]) => inlineScripts(html).map(scriptHash)),
  );
  writeFileSync(join(releaseDir, CSP_HASHES_FILE), JSON.stringify([...hashes].sort()));
  await precompress(join(releaseDir, 'client'), {
    cacheDir: join(tmpdir(), 'site-test-precompress'),
  });
  writeReleaseArtifacts(releaseDir, { id: 'test', sourceRoot: process.cwd(), env: {} });
  return releaseDir;
}
