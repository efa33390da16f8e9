import { unified, type RehypePlugins } from '@astrojs/markdown-remark';
import type { AstroUserConfig } from 'astro';
import rehypeExternalLinks, { type Options as ExternalLinksOptions } from 'rehype-external-links';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { remarkFacts } from './remark-facts';

/**
 * The blog's markdown pipeline, declared once:
 * `astro.config.ts` uses it for the content collection, and the content check, the diagnostic
 * page and the sanitising tests render through exactly the same list.
 *
 * Order inside Astro: remark, remark-rehype (raw HTML kept as `raw` nodes), Shiki, then these
 * plugins: rehype-raw turns raw HTML into elements, rehype-sanitize removes anything that could
 * run or restyle the page, rehype-external-links opens other sites in a new tab.
 */

/** Shiki theme: every token colour of `github-dark-default` has at least 4.5:1 contrast on its background. */
export const shikiTheme = 'github-dark-default';

/** Properties Shiki and Astro write into `style` (pre: colours and overflow; spans: colour, font style). */
const shikiProperty =
  '(?:color|background-color|font-style|font-weight|text-decoration|overflow-x|white-space|word-wrap|user-select)';
/** One declaration: `color:#FF7B72`, ` overflow-x: auto`, `text-decoration:underline line-through`. */
const shikiDeclaration = `${shikiProperty}\\s*:\\s*[#\\w.%-]+(?: [#\\w.%-]+)*\\s*`;
/**
 * A whole Shiki `style`: declarations separated by `;`, with or without a final one. Every
 * character can be matched in one way only (values hold no spaces or `;` at their ends, spaces sit
 * on one side of each `;`), so checking takes time linear in the attribute's length. The previous
 * pattern let spaces belong to a value or to the next declaration and took 10 s for 136 characters.
 */
const shikiStyle = new RegExp(`^\\s*(?:${shikiDeclaration};\\s*)*(?:${shikiDeclaration})?$`, 'i');

/** Elements removed together with their content (the default removes only `script`). */
const stripped = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
];

/**
 * GitHub's sanitising schema plus what Shiki emits on code blocks: `class` (`astro-code` and the
 * theme name), `style` limited to colour and layout declarations, `tabindex` and `data-language`.
 * No `url(...)`, no positioning, no event handlers, no `javascript:` or `data:` URLs.
 */
export const blogSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  strip: stripped,
  attributes: {
    ...defaultSchema.attributes,
    pre: [
      ['className', 'astro-code', shikiTheme],
      ['style', shikiStyle],
      'tabIndex',
      'dataLanguage',
    ],
    code: [['className', /^language-[\w+#.-]+$/]],
    span: [
      ['className', 'line'],
      ['style', shikiStyle],
    ],
  },
};

/** Links to other sites open in a new tab without access to this page. */
export const externalLinksOptions: ExternalLinksOptions = {
  target: '_blank',
  rel: ['noopener', 'noreferrer'],
};

type MarkdownConfig = NonNullable<AstroUserConfig['markdown']>;

/** The rehype plugins of the pipeline, in order. */
export const blogRehypePlugins: RehypePlugins = [
  rehypeRaw,
  [rehypeSanitize, blogSanitizeSchema],
  [rehypeExternalLinks, externalLinksOptions],
];

/**
 * Shiki stops tokenising a line after 500 ms by default and leaves the rest of it uncoloured, so
 * a build on a busy machine shipped partly plain code blocks that differed from build to build.
 * Astro passes no tokeniser options, but a transformer's `preprocess` receives the options Shiki
 * tokenises with: 0 is no limit (the articles' code blocks are short and trusted).
 */
type ShikiTransformer = NonNullable<
  NonNullable<NonNullable<AstroUserConfig['markdown']>['shikiConfig']>['transformers']
>[number];
const noTokenizeTimeLimit: ShikiTransformer = {
  name: 'no-tokenize-time-limit',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = 0;
  },
};

/**
 * The `markdown` key of `astro.config.ts`. Astro 7 renders markdown with Sätteri by default; the
 * blog keeps the remark/rehype pipeline (`unified()`) for rehype-raw, rehype-sanitize and
 * rehype-external-links, which have no Sätteri port.
 */
export const blogMarkdownConfig = {
  shikiConfig: { theme: shikiTheme, wrap: false, transformers: [noTokenizeTimeLimit] },
  processor: unified({ remarkPlugins: [remarkFacts], rehypePlugins: blogRehypePlugins }),
} satisfies MarkdownConfig;
