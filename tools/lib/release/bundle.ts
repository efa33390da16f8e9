import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles an entry (the server, the leads command) with its dependencies into one ESM file in
 * `outDir` (a copied `dist` runs without the project's node_modules, and so do
 * the owner's lead commands). The lead database is Node's built-in `node:sqlite`, so
 * the release holds no native module and needs no compiler on the server.
 * @example await bundleEntry('server/main.ts', releaseDir, 'server.mjs')
 */
export async function bundleEntry(
  entry: string,
  outDir: string,
  fileName: string,
  root = process.cwd(),
): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile: join(outDir, fileName),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    nodePaths: [join(root, 'node_modules')],
    // CommonJS dependencies call require() for Node's built-in modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
