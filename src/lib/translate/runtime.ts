/**
 * The server's one translation service, built on first use from the environment and the
 * embedded sources. Imported only by the on-demand endpoints, so nothing here (keys included)
 * is ever bundled for the browser.
 */
import { extractContentPairs } from './content-pairs';
import { createDeepLProvider } from './deepl';
import { buildLookupTable } from './embedded';
import { readTranslateConfig } from './config';
import { createLibreTranslateProvider } from './libretranslate';
import { createTranslateService, type TranslateService } from './service';
import { catalogs, contentFiles } from './sources';
import type { MachineProvider } from './types';

let service: TranslateService | undefined;

/** Builds the service: embedded table, then LibreTranslate, then DeepL, as configured. */
export function createDefaultTranslateService(env: Record<string, string | undefined> = process.env): TranslateService {
  const config = readTranslateConfig(env);
  for (const warning of config.warnings) console.warn(`[translate] ${warning}`);
  const providers: MachineProvider[] = [];
  if (config.libreTranslate) {
    providers.push(createLibreTranslateProvider({ ...config.libreTranslate, timeoutMs: config.timeoutMs }));
  }
  if (config.deepl) {
    providers.push(createDeepLProvider({ ...config.deepl, timeoutMs: config.timeoutMs }));
  }
  const table = buildLookupTable(catalogs, extractContentPairs(contentFiles));
  return createTranslateService({ table, providers });
}

/** The shared instance used by `/api/translate` and `/api/translate/status`. */
export function getTranslateService(): TranslateService {
  service ??= createDefaultTranslateService();
  return service;
}
