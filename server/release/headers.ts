/**
 * The headers manifest: computed once by the build from the built pages, applied
 * as is by the server and written into the deploy files, so Node, nginx and a CDN send the same
 * policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import helmet from 'helmet';
import { RELEASE_FORMAT, type HeadersManifest } from './artifacts';

/** Origins the booking embed and the video facade need, and nothing more. */
export const CAL_ORIGIN = 'https://app.cal.com';
export const CAL_FONT_ORIGIN = 'https://cal.com';
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const SHORT = 'public, max-age=3600';
export const NO_STORE = 'no-store';

/**
 * Content-Security-Policy directives for helmet; inline scripts are allowed only by hash. With
 * analytics on, exactly its origin may serve a script and receive events.
 */
export function cspDirectives(scriptHashes: string[], analyticsOrigin?: string | null) {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, CAL_ORIGIN, ...analytics],
    // Shiki and the Cal.com embed set inline styles; scripts stay hash-only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", CAL_FONT_ORIGIN],
    connectSrc: ["'self'", ...analytics],
    frameSrc: [CAL_ORIGIN, YOUTUBE_ORIGIN],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The headers helmet's middleware sets with `options`, captured from a stand-in response. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Every header a response carries, from helmet with the site's policy (CSP with the hashes of
 * every inline script, `X-Frame-Options: DENY`, `strict-origin-when-cross-origin`, ...), the
 * Permissions-Policy, HSTS for HTTPS only, and the cache rules: immutable for hashed `/_astro/*`,
 * revalidation for documents, an hour for other files, nothing stored for 404s and API answers.
 */
export function buildHeadersManifest(
  scriptHashes: string[],
  analyticsOrigin?: string | null,
  { hstsIncludeSubDomains = false }: { hstsIncludeSubDomains?: boolean } = {},
): HeadersManifest {
  const base = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(scriptHashes, analyticsOrigin),
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: { action: 'deny' as const },
  };
  const headers = helmetHeaders({ ...base, strictTransportSecurity: false });
  const https = helmetHeaders({
    ...base,
    // Two years, this host only unless the owner switches subdomains on (HSTS_INCLUDE_SUBDOMAINS):
    // a plain-http service on a subdomain (an n8n at n8n.example.com) would be unreachable.
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: hstsIncludeSubDomains },
  });
  return {
    format: RELEASE_FORMAT,
    headers: { ...headers, 'Permissions-Policy': PERMISSIONS_POLICY },
    httpsHeaders: { 'Strict-Transport-Security': https['Strict-Transport-Security']! },
    scriptHashes,
    cache: {
      rules: [
        { prefix: '/_astro/', value: IMMUTABLE },
        { extensions: ['.html', '.md', '.json', '.xml'], value: REVALIDATE },
      ],
      fallback: SHORT,
      noStore: NO_STORE,
    },
  };
}

/** Cache-Control of a built file, by its path relative to `client/` (`services/index.html`). */
export function cacheControlFor(file: string, cache: HeadersManifest['cache']): string {
  const path = `/${file}`;
  const rule = cache.rules.find(
    (r) =>
      (!r.prefix || path.startsWith(r.prefix)) &&
      (!r.extensions || r.extensions.some((ext) => path.endsWith(ext))),
  );
  return rule?.value ?? cache.fallback;
}

/**
 * The script hashes of Astro's `security.csp`, written by the build's Astro run next to the
 * release's `client/` folder (`tools/integrations/csp-hashes.ts`): its island loader, hydration
 * directives, inlined scripts and the site's own `is:inline` scripts, as `'sha256-…'` sources.
 */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/** Reads the release's script hashes; a missing or malformed file throws naming it. */
export function readScriptHashes(releaseDir: string): string[] {
  const path = join(releaseDir, CSP_HASHES_FILE);
  if (!existsSync(path)) throw new Error(`${path}: missing (Astro's build writes it)`);
  const hashes: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(hashes) || !hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h)))
    throw new Error(`${path}: not a list of 'sha256-…' sources`);
  return hashes as string[];
}

/** Content types of every extension a build may contain (the build fails on any other). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** The extension of a file name, lower case, with its dot (`.html`), or '' without one. */
export function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}
