import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentEntryType } from 'astro';
import type { Loader, LoaderContext } from 'astro/loaders';
import { SITE_FILE } from '../../../shared/site';
import { loadSite } from '../../../shared/node/site';
import { syncFolder } from '../content/loaders';
import { blogDir, blogFileLabel, readBlogSources } from './files';
import { formatBlogProblems, readBlogSource } from './source';

/**
 * The blog's content loader: every file is read once, checked by the same function
 * `content:check` calls (all problems reported at once), and rendered by Astro's own markdown
 * renderer, the one its glob loader uses; a body Astro cannot render fails the build too.
 * Ids are the path without `.md`: `what-is-n8n-guide`, `de/what-is-n8n-guide`.
 */
export function blogLoader(dir: string = blogDir()): Loader {
  return {
    name: 'blog-loader',
    load: async (context) => {
      // Astro hands every loader its content entry types (its glob loader renders with them);
      // the public type does not list them yet.
      const { config, store, meta, entryTypes, generateDigest, logger } =
        context as LoaderContext & {
          entryTypes: Map<string, ContentEntryType>;
        };
      const root = fileURLToPath(config.root);
      const base = path.resolve(root, dir);
      const label = (file: string) => blogFileLabel(dir, file, root);

      const sync = async () => {
        const checked = (await readBlogSources(dir, root))
          .sort((a, b) => a.file.localeCompare(b.file))
          .map((source) => ({ source, ...readBlogSource(source, label(source.file)) }));
        const problems = checked.flatMap(({ result }) => (result.ok ? [] : result.problems));
        if (problems.length) throw new Error(formatBlogProblems(problems));

        // Articles quote the owner's facts (`{uptime}`), filled in when they are rendered; a
        // rendered article is kept until its file changes, so a new owner file renders them all again.
        const owner = createHash('sha256')
          .update(JSON.stringify(loadSite(SITE_FILE, root)))
          .digest('hex');
        if (meta.get('owner-file') !== owner) {
          store.clear();
          meta.set('owner-file', owner);
        }

        // Astro's own renderer of `.md` entries, so an article renders as with Astro's glob loader.
        const render = await entryTypes.get('.md')?.getRenderFunction?.(config);
        const unrendered: string[] = [];
        const ids = new Set<string>();
        let renderedNow = 0;
        for (const { source, result, frontmatter } of checked) {
          if (!result.ok) continue;
          const id = source.file.replace(/\.md$/, '');
          const filePath = path.join(base, source.file);
          const relativePath = path.relative(root, filePath).split(path.sep).join('/');
          const digest = generateDigest(source.contents);
          ids.add(id);
          if (store.get(id)?.digest === digest && store.get(id)?.rendered) continue;
          // Astro's markdown entries carry the body trimmed (its glob loader does the same).
          const body = result.post.body.trim();
          let rendered;
          try {
            rendered = await render?.({ id, data: frontmatter ?? {}, body, filePath, digest });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const reason = message.replace(/^Failed to parse Markdown file[^\n]*\n/, '');
            unrendered.push(`${label(source.file)}: the markdown could not be rendered: ${reason}`);
            continue;
          }
          if (!rendered) {
            unrendered.push(`${label(source.file)}: the markdown could not be rendered`);
            continue;
          }
          renderedNow++;
          store.set({
            id,
            data: result.post.data,
            body,
            filePath: relativePath,
            digest,
            rendered,
            assetImports: rendered.metadata?.imagePaths as string[] | undefined,
          });
        }
        if (unrendered.length) throw new Error(formatBlogProblems(unrendered));
        // What a rebuild redid: an unchanged article keeps its rendering (`npm run bench:blog`
        // reads this line).
        logger.info(
          `${renderedNow} articles rendered, ${ids.size - renderedNow} from the content store`,
        );
        for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
      };
      await syncFolder(context, base, sync);
    },
  };
}
