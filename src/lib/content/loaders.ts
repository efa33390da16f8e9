/**
 * Astro content-layer loaders for the owner's data files (issue 10 §1). Each wraps Astro's
 * `glob()` (or, for the use cases' folder pairs, stores entries itself) behind the site's pure
 * loader, which reads and validates every file first: a broken file stops the build with the one
 * content error format (`<file>: <field path>: <message>`, every problem at once) before Astro
 * stores anything. Pages read the entries with `getCollection()` (`./collections.ts`).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { glob, type Loader } from 'astro/loaders';
import { loadUseCases } from '../n8n/use-cases';

/**
 * `glob()` over `<base>/<pattern>` with ids from the file name (`de.yaml` → `de`), after
 * `check(root)` has validated the folder as a whole (cross-file rules such as "as many items
 * as English" included).
 */
export function checkedGlob(
  name: string,
  options: { base: string; pattern: string },
  check: (root: string) => unknown,
): Loader {
  const inner = glob({
    ...options,
    generateId: ({ entry }) => entry.replace(/\.(ya?ml|json)$/, ''),
  });
  return {
    name,
    load: async (context) => {
      check(fileURLToPath(context.config.root));
      await inner.load(context);
    },
  };
}

/** The use cases: one entry per `content/use-cases/<slug>/` folder (card.yaml + workflow.json). */
export function useCaseLoader(base = 'content/use-cases'): Loader {
  return {
    name: 'use-case-loader',
    load: async ({ config, store, parseData, watcher, logger }) => {
      const root = fileURLToPath(config.root);
      const dir = path.join(root, base);
      const sync = async () => {
        const useCases = loadUseCases(dir, root);
        store.clear();
        for (const useCase of useCases) {
          store.set({
            id: useCase.slug,
            data: await parseData({ id: useCase.slug, data: { ...useCase } }),
          });
        }
      };
      await sync();
      watcher?.add(dir);
      watcher?.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return;
        sync().catch((error: Error) => logger.error(error.message));
      });
    },
  };
}
