/**
 * The embedded provider's sources as the built server sees them: the message catalogs (through
 * `catalogs` of `src/i18n/catalog.ts`) and the content files, embedded at build time by Vite.
 * A content folder that does not exist yet simply contributes nothing.
 * Vite-only (import.meta.glob): scripts run by tsx use `sources-fs.ts` instead.
 */
import { catalogs } from '../../i18n/catalog';
import type { ContentFile } from './content-pairs';

const raw = {
  ...import.meta.glob<string>('../../../content/**/*.{json,yaml,yml}', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>(
    '../../../content/{faq,use-cases,services,testimonials}/**/*.{md,mdx}',
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
};

/** Content files with paths relative to `content/`. */
export const contentFiles: ContentFile[] = Object.entries(raw).map(([path, text]) => ({
  path: path.replace(/^(\.\.\/)+content\//, ''),
  text,
}));

export { catalogs };
