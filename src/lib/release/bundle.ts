import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server entry with its dependencies into one ESM file (issue 10 §2: a copied `dist`
 * runs without the project's node_modules). The lead database is Node's built-in `node:sqlite`
 * (issue 21), so the release holds no native module and needs no compiler on the server.
 */
export async function bundleServer(
  entry: string,
  outDir: string,
  root = process.cwd(),
): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile: join(outDir, 'server.mjs'),
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
