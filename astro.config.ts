import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { DEFAULT_DIST_DIR, distDir, readConfig } from './shared/config';
import { localeInfo } from './shared/i18n/locales';
import { siteLocales } from './shared/node/site-locales';
import { blogMarkdownConfig } from './src/lib/blog/markdown';
import { articleDates, blogDir, untranslatedArticlePaths } from './src/lib/blog/files';
import { cspHashes, siteCsp } from './tools/integrations/csp-hashes';
import { devApi } from './tools/integrations/dev-api';
import { agentDirective } from './tools/integrations/agent-directive';
import { loadEnvFile } from './shared/node/env';

loadEnvFile();

const { siteUrl, agent } = readConfig();
/**
 * While the live agent is off (no `AGENT_WEBHOOK_URL`), its section is an empty component: Astro
 * bundles every island a page's template names, and no chat code should be built or served.
 */
const agentOff = agent
  ? []
  : [
      {
        find: /^@\/components\/agent\/agent-section\.astro$/,
        replacement: fileURLToPath(
          new URL('./src/components/agent/agent-off.astro', import.meta.url),
        ),
      },
    ];
/** Build folder; `DIST_DIR` lets tests and benchmarks build into a folder of their own. */
const buildDir = distDir();

/** Pages that exist for people but not for search engines. */
const untranslated = new Set(untranslatedArticlePaths(blogDir()));
/** `lastmod`: an article's date, the build's time for every other page. */
const dates = articleDates(blogDir());
const builtAt = new Date().toISOString();
const notInSitemap = [/\/404$/, /\/thank-you$/, /\/test-blog\//];
const inSitemap = (page: string): boolean => {
  const path = new URL(page).pathname.replace(/\/$/, '');
  return !notInSitemap.some((re) => re.test(path)) && !untranslated.has(path);
};

export default defineConfig({
  site: siteUrl,
  // `npm run build` moves it into dist/releases/<id>/client afterwards (tools/build.ts): the same
  // outDir every build, so Astro keeps its content store (rendered articles) between builds.
  outDir: `${buildDir}/.astro-out`,
  cacheDir: buildDir === DEFAULT_DIST_DIR ? './node_modules/.astro' : `${buildDir}-cache`,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: [...siteLocales()],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  // Astro hashes the scripts it emits; the build puts them into the site's one policy.
  security: { csp: siteCsp },
  integrations: [
    cspHashes(),
    devApi(),
    agentDirective(),
    react(),
    sitemap({
      filter: inSitemap,
      // Each entry: its date, and `x-default` (the English page) beside the site's languages.
      serialize(item) {
        const path = new URL(item.url).pathname.replace(/\/$/, '');
        const english = item.links?.find((link) => link.lang === localeInfo.en.tag);
        return {
          ...item,
          lastmod: dates.get(path) ?? builtAt,
          ...(english && item.links
            ? { links: [...item.links, { url: english.url, lang: 'x-default' }] }
            : {}),
        };
      },
      i18n: {
        defaultLocale: 'en',
        locales: Object.fromEntries(siteLocales().map((l) => [l, localeInfo[l].tag])),
      },
    }),
  ],
  markdown: blogMarkdownConfig,
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: agentOff },
    build: {
      // A page's script that imports nothing another script shares is inlined into its HTML up
      // to 8 KB (Astro inlines a script under this limit): the layout's script (header, booking
      // bar, analytics, attribution; about 6 KB) on every page costs no request before first
      // paint. Other assets keep Vite's default (undefined).
      assetsInlineLimit: (file, content) =>
        file.endsWith('.js') ? content.length <= 8 * 1024 : undefined,
    },
  },
  devToolbar: { enabled: false },
});
