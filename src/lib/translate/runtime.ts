/**
 * The Astro endpoints' one translation service, built on first use from the environment and the
 * sources embedded at build. Imported only by the on-demand endpoints, so nothing here (keys
 * included) is ever bundled for the browser.
 */
import { buildTranslateService } from './build-service';
import type { TranslateService } from './service';
import { catalogs, contentFiles } from './sources';

let service: TranslateService | undefined;

/** Builds a service from the embedded sources and `env` (tests pass their own). */
export function createDefaultTranslateService(
  env: Record<string, string | undefined> = process.env,
): TranslateService {
  return buildTranslateService(catalogs, contentFiles, env);
}

/** The shared instance used by `/api/translate` and `/api/translate/status`. */
export function getTranslateService(): TranslateService {
  service ??= createDefaultTranslateService();
  return service;
}
