import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts';
import { CSP_HASHES_FILE } from '../../server/release/headers';

/** The CSP hash of a script Astro cannot see inside (`is:inline`): `sha256-…`, as Astro writes it. */
export function inlineScriptHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/**
 * Astro's `security.csp` for the site: Astro hashes every script it emits (its island
 * loader, the hydration directives, the scripts it inlines) and adds the hashes of the site's own
 * `is:inline` scripts (`src/lib/inline-scripts.ts`), which it does not read. Only the hashes are
 * used: the policy itself stays `cspDirectives` in `server/release/headers.ts`, sent by the server
 * and the deploy files on every response. Styles keep `'unsafe-inline'` (Shiki and the Cal.com
 * embed write `style` attributes, which hashes cannot allow), so Astro emits no style hashes.
 */
export const siteCsp = {
  scriptDirective: { hashes: INLINE_SCRIPTS.map(inlineScriptHash) },
  styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
};

/** The `'sha256-…'` sources of a policy's `script-src`. */
function scriptSrcHashes(policy: string): string[] {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return (scriptSrc ?? []).filter((source) => /^'sha(256|384|512)-/.test(source));
}

/**
 * Takes Astro's policy out of the pages and hands its script hashes to `npm run build`. Astro
 * writes the policy into a `<meta>` element of every prerendered page unless an adapter asks for
 * it as a header (`adapterFeatures.staticHeaders`); this integration is that adapter for a static
 * build (no server entrypoint, `buildOutput: 'static'`), so the pages carry no `<meta>` (which
 * could not hold `frame-ancestors` anyway) and `astro:build:generated` receives every page's
 * policy. Every page's is the same (no page adds hashes at runtime); a page with another one
 * stops the build, since the server and the deploy files send one policy for every path.
 */
export function cspHashes(): AstroIntegration {
  let building = false;
  return {
    name: 'site:csp-hashes',
    hooks: {
      // `astro dev` renders no policy (Astro's CSP is a build feature) and needs no adapter.
      'astro:config:setup': ({ command }) => {
        building = command === 'build';
      },
      'astro:config:done': ({ setAdapter }) => {
        if (!building) return;
        setAdapter({
          name: 'site:static-headers',
          entrypointResolution: 'auto',
          // Images are processed at build time, in Node, as without an adapter.
          supportedAstroFeatures: { staticOutput: 'stable', sharpImageService: 'stable' },
          adapterFeatures: { buildOutput: 'static', staticHeaders: true },
        });
      },
      'astro:build:generated': ({ dir, routeToHeaders, logger }) => {
        const policies = new Map<string, string>();
        for (const [path, { headers, route }] of routeToHeaders) {
          if (route.type !== 'page') continue; // feeds and `.md`/`.json` endpoints carry none
          const policy = headers.get('content-security-policy');
          if (!policy) throw new Error(`${path}: Astro sent no content-security-policy`);
          policies.set(policy, path);
        }
        if (policies.size !== 1) {
          throw new Error(
            `pages with different script policies (${[...policies.values()].join(', ')}): the site sends one policy for every path`,
          );
        }
        const hashes = [...new Set(scriptSrcHashes([...policies.keys()][0]!))].sort();
        // Next to the `client/` folder Astro builds into, never among the files it serves.
        const file = join(dirname(fileURLToPath(dir)), CSP_HASHES_FILE);
        writeFileSync(file, JSON.stringify(hashes));
        logger.info(`${hashes.length} script hashes, one policy for every page -> ${file}`);
      },
    },
  };
}
