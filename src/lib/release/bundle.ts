import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Native modules cannot be bundled (issue 10 §2: a copied `dist` runs without the project's
 * node_modules). When the server imports one, these files are copied into the release's
 * `node_modules/`: the module's JavaScript, its compiled addon, and the small packages it loads
 * them with. Install-time dependencies (`prebuild-install`) are left out.
 */
export const NATIVE_MODULES: Record<string, { files: string[]; packages: string[] }> = {
  'better-sqlite3': {
    files: ['package.json', 'lib', 'build/Release/better_sqlite3.node'],
    packages: ['bindings', 'file-uri-to-path'],
  },
};

/**
 * Bundles the server entry with its dependencies into one ESM file, and copies the native
 * modules it imports next to it. Returns the names of the copied modules.
 */
export async function bundleServer(entry: string, outDir: string, root = process.cwd()) {
  const result = await build({
    entryPoints: [entry],
    outfile: join(outDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(NATIVE_MODULES),
    nodePaths: [join(root, 'node_modules')],
    // CommonJS dependencies call require() for Node's built-in modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  });
  const imported = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.external && i.path in NATIVE_MODULES)
      .map((i) => i.path),
  );
  for (const name of imported) {
    const { files, packages } = NATIVE_MODULES[name]!;
    const copy = (from: string, to: string) => {
      if (!existsSync(from))
        throw new Error(`${from} is missing: run npm ci (the server needs ${name})`);
      cpSync(from, to, { recursive: true, dereference: true });
    };
    for (const file of files)
      copy(join(root, 'node_modules', name, file), join(outDir, 'node_modules', name, file));
    for (const pkg of packages)
      copy(join(root, 'node_modules', pkg), join(outDir, 'node_modules', pkg));
  }
  return [...imported];
}
