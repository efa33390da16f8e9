/**
 * Astro content-layer loaders for the owner's data files. Each one
 * calls the site's pure reader (the one `content:check`, the scripts and the tests call), which
 * reads and validates every file once: a broken file stops the build with the one content error
 * format (`<file>: <field path>: <message>`, every problem at once) before Astro stores anything,
 * and the entries it returns are stored as they are, without a second read or a second schema
 * check. Pages read the entries with `getCollection()` (`./collections.ts`).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { readFaqFiles, readFaqPages } from '../faq-content';
import { FAQ_PAGES_ID, type FaqFile, type FaqPages } from '../faq';
import { CASE_STUDIES_DIR, loadCaseStudies } from '../case-studies';
import { loadUseCases } from '../n8n/use-cases';
import { loadPageContent } from '../page-content';
import { loadTestimonials } from '../testimonials';

/** One validated entry of a collection: its id, its data and the file it came from. */
export interface ContentEntry<T> {
  id: string;
  data: T;
  /** The file, relative to the project root (`content/faq/de.json`). */
  file?: string;
}

/**
 * Runs `sync` now and again whenever a file under `dir` changes (`npm run dev`); a broken file
 * then logs its problems instead of stopping the dev server.
 */
export async function syncFolder(
  { watcher, logger }: Pick<LoaderContext, 'watcher' | 'logger'>,
  dir: string,
  sync: () => Promise<void>,
): Promise<void> {
  await sync();
  watcher?.add(dir);
  watcher?.on('all', (_event, file) => {
    if (!file.startsWith(dir)) return;
    sync().catch((error: Error) => logger.error(error.message));
  });
}

/**
 * A collection read by the site's own reader: `read(root)` reads and validates the folder as a
 * whole (cross-file rules such as "as many items as English" included) and returns the entries.
 * @param folder the folder `read` reads, relative to the project root (watched in dev)
 */
export function contentLoader<T extends object>(
  name: string,
  folder: string,
  read: (root: string) => ContentEntry<T>[],
): Loader {
  return {
    name,
    load: async ({ config, store, watcher, logger }) => {
      const root = fileURLToPath(config.root);
      await syncFolder({ watcher, logger }, path.join(root, folder), async () => {
        const entries = read(root);
        store.clear();
        for (const { id, data, file } of entries) {
          store.set({ id, data: data as Record<string, unknown>, filePath: file });
        }
      });
    },
  };
}

/**
 * The folder `content/faq`, read once: each `<lang>.json` (the /faq page, id = language) and
 * `pages.yaml` (which questions the home page, /work and the service pages show, id = `pages`),
 * whose ids are checked against the FAQ files just read.
 */
export function faqLoader(): Loader {
  return contentLoader<FaqFile | FaqPages>('faq-loader', 'content/faq', (root) => {
    const files = readFaqFiles(root);
    return [
      ...Object.entries(files).map(([locale, data]) => ({
        id: locale,
        data,
        file: `content/faq/${locale}.json`,
      })),
      { id: FAQ_PAGES_ID, data: readFaqPages(root, files), file: 'content/faq/pages.yaml' },
    ];
  });
}

/** Client quotes: `content/testimonials/<slug>.yaml`, id = slug. */
export function testimonialLoader(): Loader {
  return contentLoader('testimonial-loader', 'content/testimonials', (root) =>
    loadTestimonials(path.join(root, 'content', 'testimonials'), root).map(
      ({ id, file, ...data }) => ({ id, data, file }),
    ),
  );
}

/** The service pages' lists: `content/pages/<lang>.yaml`, id = language. */
export function pageLoader(): Loader {
  return contentLoader('page-loader', 'content/pages', (root) =>
    Object.entries(loadPageContent(root)).map(([locale, data]) => ({
      id: locale,
      data,
      file: `content/pages/${locale}.yaml`,
    })),
  );
}

/** The use cases: one entry per `content/use-cases/<slug>/` folder (card.yaml + workflow.json). */
export function useCaseLoader(base = 'content/use-cases'): Loader {
  return contentLoader('use-case-loader', base, (root) =>
    loadUseCases(path.join(root, base), root).map((useCase) => ({
      id: useCase.slug,
      data: useCase,
      file: useCase.files.card,
    })),
  );
}

/**
 * The case studies: one entry per `content/case-studies/<slug>.yaml` with its translations from
 * `content/case-studies/<lang>/<slug>.yaml`, id = slug. No folder is no case study.
 */
export function caseStudyLoader(base = CASE_STUDIES_DIR): Loader {
  return contentLoader('case-study-loader', base, (root) =>
    loadCaseStudies(base, root).map((cs) => ({ id: cs.slug, data: cs, file: cs.file })),
  );
}
