import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadSite, SITE_FILE } from '../site';
import { glob, type Loader } from 'astro/loaders';
import { blogDir, blogFileLabel, blogGlob, readBlogSources } from './files';
import { checkBlogSources, formatBlogProblems } from './source';

/**
 * Astro's glob loader with the blog's own check around it: every file is validated before it
 * is loaded (all problems reported at once), and after loading any article Astro could not
 * render fails the build too, since the glob loader itself only logs `Error rendering ...`
 * (INTEGRATIONS.md). Ids are the path without `.md`: `what-is-n8n-guide`, `de/what-is-n8n-guide`.
 */
export function blogLoader(dir: string = blogDir()): Loader {
  const inner = glob({
    base: dir,
    pattern: blogGlob,
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  });
  return {
    name: 'blog-loader',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const label = (file: string) => blogFileLabel(dir, file, root);
      const { problems } = checkBlogSources(await readBlogSources(dir, root), label);
      if (problems.length) throw new Error(formatBlogProblems(problems));

      // Articles quote the owner's facts (`{uptime}`), filled in when they are rendered; Astro
      // keeps a rendered article until its file changes, so a new owner file renders them all again.
      const owner = createHash('sha256')
        .update(JSON.stringify(loadSite(SITE_FILE, root)))
        .digest('hex');
      if (context.meta.get('owner-file') !== owner) {
        context.store.clear();
        context.meta.set('owner-file', owner);
      }
      await inner.load(context);

      const unrendered = context.store
        .values()
        .filter((entry) => !entry.rendered)
        .map(
          (entry) =>
            `${entry.filePath ?? entry.id}: the markdown could not be rendered (see "Error rendering" above)`,
        );
      if (unrendered.length) throw new Error(formatBlogProblems(unrendered));
    },
  };
}
