import type { Locale } from '../../i18n/locales';
import { readTranslateConfig } from './config';
import { extractContentPairs, type ContentFile } from './content-pairs';
import { createDeepLProvider } from './deepl';
import { buildLookupTable } from './embedded';
import { createLibreTranslateProvider } from './libretranslate';
import { createTranslateService, type TranslateService } from './service';
import type { MachineProvider } from './types';

/**
 * The provider chain from its sources and the environment: the embedded table (catalogs and
 * content), then LibreTranslate, then DeepL, as configured. Configuration warnings are logged
 * once, without values.
 */
export function buildTranslateService(
  catalogs: Partial<Record<Locale, Record<string, string>>>,
  contentFiles: ContentFile[],
  env: Record<string, string | undefined> = process.env,
): TranslateService {
  const config = readTranslateConfig(env);
  for (const warning of config.warnings) console.warn(`[translate] ${warning}`);
  const providers: MachineProvider[] = [];
  if (config.libreTranslate) {
    providers.push(
      createLibreTranslateProvider({ ...config.libreTranslate, timeoutMs: config.timeoutMs }),
    );
  }
  if (config.deepl)
    providers.push(createDeepLProvider({ ...config.deepl, timeoutMs: config.timeoutMs }));
  const table = buildLookupTable(catalogs, extractContentPairs(contentFiles));
  return createTranslateService({ table, providers });
}
