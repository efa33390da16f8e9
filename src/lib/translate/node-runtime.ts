/**
 * The translation service for a plain Node server (no Vite): catalogs and content read from disk
 * once at start, providers from the environment. With `createNodeTranslateHandler` and
 * `createNodeStatusHandler` (handler.ts) a Fastify or Express server can answer `/api/translate`
 * and its status route itself, with the same rules as the Astro endpoints but without Astro's
 * Web Request/Response layer.
 */
import { buildTranslateService } from './build-service';
import type { TranslateService } from './service';
import { mergeCatalogs, readCatalogFiles, readContentFiles } from './sources-fs';

/** Builds the service from `<root>/src/i18n/messages` and `<root>/content`. */
export function createTranslateServiceFromDisk(
  root = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): TranslateService {
  return buildTranslateService(mergeCatalogs(readCatalogFiles(root)), readContentFiles(root), env);
}
