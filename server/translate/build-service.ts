import { readTranslateConfig, type TranslateConfig } from '../../shared/config';
import { createDeepLProvider } from './deepl';
import type { LookupTable } from './embedded';
import { createLibreTranslateProvider } from './libretranslate';
import { createTranslateService, type TranslateService } from './service';
import type { MachineProvider } from './types';

/**
 * The provider chain from the build's lookup table and the environment: the embedded table
 * (catalogs and content), then LibreTranslate, then DeepL, as configured, with the character
 * budgets that cap what one client and the whole site may send to a paid provider.
 * Configuration warnings are logged once, without values.
 */
export function buildTranslateService(
  table: LookupTable,
  env: Record<string, string | undefined> = process.env,
): TranslateService {
  const config = readTranslateConfig(env);
  for (const warning of config.warnings) console.warn(`[translate] ${warning}`);
  return createTranslateService({
    table,
    providers: configuredProviders(config),
    budget: config.budget,
  });
}

/** The configured network providers, LibreTranslate first, then DeepL. */
export function configuredProviders(config: TranslateConfig): MachineProvider[] {
  const providers: MachineProvider[] = [];
  if (config.libreTranslate) {
    providers.push(
      createLibreTranslateProvider({ ...config.libreTranslate, timeoutMs: config.timeoutMs }),
    );
  }
  if (config.deepl)
    providers.push(createDeepLProvider({ ...config.deepl, timeoutMs: config.timeoutMs }));
  return providers;
}
