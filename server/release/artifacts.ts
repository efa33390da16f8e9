/**
 * The files a build writes next to `client/` in its release folder, and the one reader both the
 * build (after writing) and the server (at start) use, so a release the build accepted is a release
 * the server can load ("a missing or corrupt artifact fails the build, never the
 * running site").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { locales } from '../../shared/i18n/locales';
import { contentErrorMap } from '../../shared/content/errors';

/** Bumped when an artifact changes shape: a server only loads releases of its own format. */
export const RELEASE_FORMAT = 1;

/** File names inside `dist/releases/<id>/`. */
export const ARTIFACT_FILES = {
  meta: 'release.json',
  translations: 'translations.json',
  headers: 'headers.json',
  notFound: 'not-found.json',
  owner: 'owner.json',
} as const;

const format = z.literal(RELEASE_FORMAT, {
  error: () => `must be ${RELEASE_FORMAT} (rebuild with this version)`,
});
const targetLocales = locales.filter((l) => l !== 'en') as [string, ...string[]];
const pairs = z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(1);

const schemas = {
  meta: z.object({
    format,
    /** The release folder name. */
    id: z.string().regex(/^[\w.-]+$/),
    /** When the build finished (ISO 8601); `npm start` rebuilds when sources are newer. */
    builtAt: z.iso.datetime(),
    /** Environment values baked into the pages (`null` = unset); a change means a rebuild. */
    env: z.record(z.string(), z.string().nullable()),
  }),
  /** The translation lookup table: English text (normalised) and its translation, per language. */
  translations: z.object({
    format,
    tables: z.object(Object.fromEntries(targetLocales.map((l) => [l, pairs]))),
  }),
  headers: z.object({
    format,
    /** Sent with every response (CSP with the inline-script hashes, helmet's headers). */
    headers: z.record(z.string(), z.string().min(1)),
    /** Added on HTTPS requests (HSTS). */
    httpsHeaders: z.record(z.string(), z.string().min(1)),
    /** `'sha256-…'` of every inline script of every page (also inside the CSP). */
    scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
    /** Cache-Control by path: the first rule whose prefix and extension match wins. */
    cache: z.object({
      rules: z.array(
        z.object({
          prefix: z.string().startsWith('/').optional(),
          extensions: z.array(z.string().startsWith('.')).optional(),
          value: z.string().min(1),
        }),
      ),
      /** Files no rule matches. */
      fallback: z.string().min(1),
      /** Not-found pages and API answers. */
      noStore: z.string().min(1),
    }),
  }),
  /** Localized not-found pages: the longest matching prefix wins. */
  notFound: z.object({
    format,
    pages: z
      .array(z.object({ prefix: z.string().regex(/^\/([\w-]+\/)*$/), file: z.string().min(1) }))
      .refine((pages) => pages.some((p) => p.prefix === '/'), 'needs a page for the prefix "/"'),
  }),
  /**
   * What the server needs from the owner file (`content/site.yaml`), written by the build so the
   * running server reads nothing from `content/`: a copied `dist/` keeps it.
   */
  owner: z.object({
    format,
    /** The User-Agent of the lead webhook's calls: a slug of `business.brandName`, `-leads/1`. */
    webhookUserAgent: z.string().min(1),
    /** `contact.email`: the lead notice's recipient when `LEAD_NOTIFY_EMAIL` is not set. */
    noticeRecipient: z.string().trim().pipe(z.email()),
  }),
};

export type ReleaseMeta = z.infer<typeof schemas.meta>;
export type Translations = z.infer<typeof schemas.translations>;
export type HeadersManifest = z.infer<typeof schemas.headers>;
export type NotFoundMap = z.infer<typeof schemas.notFound>;
export type OwnerFacts = z.infer<typeof schemas.owner>;
export interface Artifacts {
  meta: ReleaseMeta;
  translations: Translations;
  headers: HeadersManifest;
  notFound: NotFoundMap;
  owner: OwnerFacts;
}
type Name = keyof Artifacts;

/** Writes one artifact after checking it against its schema (a bad value fails the build). */
export function writeArtifact<N extends Name>(dir: string, name: N, value: Artifacts[N]): void {
  const path = join(dir, ARTIFACT_FILES[name]);
  const checked = schemas[name].safeParse(value, { error: contentErrorMap });
  if (!checked.success) throw new Error(describe(path, checked.error));
  writeFileSync(path, JSON.stringify(value));
}

/**
 * Reads and validates every artifact of a release folder. Throws one error naming the file and
 * the field: `dist/releases/x/headers.json: cache.fallback: Required`.
 */
export function readArtifacts(dir: string): Artifacts {
  if (!existsSync(join(dir, 'client'))) throw new Error(`${join(dir, 'client')}: missing`);
  const read = <N extends Name>(name: N): Artifacts[N] => {
    const path = join(dir, ARTIFACT_FILES[name]);
    if (!existsSync(path)) throw new Error(`${path}: missing (run npm run build)`);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
    }
    const checked = schemas[name].safeParse(data, { error: contentErrorMap });
    if (!checked.success) throw new Error(describe(path, checked.error));
    return checked.data as Artifacts[N];
  };
  const artifacts = {
    meta: read('meta'),
    translations: read('translations'),
    headers: read('headers'),
    notFound: read('notFound'),
    owner: read('owner'),
  };
  for (const page of artifacts.notFound.pages) {
    if (!existsSync(join(dir, 'client', page.file))) {
      throw new Error(`${join(dir, ARTIFACT_FILES.notFound)}: ${page.file} does not exist`);
    }
  }
  return artifacts;
}

function describe(path: string, error: z.ZodError): string {
  const issues = error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return `${path}: ${issues.join('; ')}`;
}
