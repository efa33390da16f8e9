import type { Locale } from '../../shared/i18n/locales';
import type { BudgetLimits } from '../../shared/config';
import { CharacterBudget } from './budget';
import { TranslationCache, type CacheLimits } from './cache';
import { lookupEmbedded, type LookupTable } from './embedded';
import { NoTranslationError, ProviderError } from './errors';
import { sanitizeTranslation } from './sanitize';
import type { MachineProvider, TargetLocale, TranslateStatus, TranslationResult } from './types';

export interface TranslateServiceOptions {
  /** The embedded table (site catalogs and content). */
  table: LookupTable;
  /** Machine providers in the order they are tried. */
  providers?: MachineProvider[];
  cache?: CacheLimits;
  /** Character budgets for provider calls; default `DEFAULT_BUDGET`. */
  budget?: BudgetLimits;
  /** Clock for the budgets, for tests. */
  now?: () => number;
  /** Where provider failures are reported (never with keys). Default `console.warn`. */
  log?: (message: string) => void;
}

export interface TranslateService {
  /**
   * Translates English `text` into `target` through the chain; throws `NoTranslationError`, or
   * `BudgetExceededError` when `client` (an address) or the site spent its provider budget.
   */
  translate(text: string, target: Locale, client?: string): Promise<TranslationResult>;
  status(): TranslateStatus;
  /** For tests and the status route. */
  readonly cache: TranslationCache;
}

/**
 * The provider chain: (1) the embedded catalogs, (2) the in-memory cache of earlier
 * machine translations, (3) the configured machine providers in order, each behind its circuit
 * breaker, (4) otherwise `NoTranslationError` (the endpoint's 503): never an invented
 * translation. English targets and empty texts come back unchanged without any provider call.
 * Concurrent requests for the same language and text share one provider call. Provider calls are
 * charged to the client's and the site's character budget; errors name no provider
 * detail (that goes to `log`).
 */
export function createTranslateService(options: TranslateServiceOptions): TranslateService {
  const providers = options.providers ?? [];
  const cache = new TranslationCache(options.cache);
  const inFlight = new Map<string, Promise<TranslationResult>>();
  const log = options.log ?? ((message: string) => console.warn(message));
  const budget = new CharacterBudget(options.budget, options.now);

  async function viaProviders(text: string, target: TargetLocale): Promise<TranslationResult> {
    if (providers.length === 0) {
      throw new NoTranslationError(
        'No translation available: the text is not in the site catalogs and no machine translation provider is configured',
      );
    }
    for (const provider of providers) {
      try {
        // Cleaned here, before the cache: no client gets a provider's markup unchecked.
        const translatedText = sanitizeTranslation(text, await provider.translate(text, target));
        cache.set(target, text, { text: translatedText, provider: provider.name });
        return { translatedText, provider: provider.name, cached: false };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!(error instanceof ProviderError && error.kind === 'circuit-open')) {
          log(`[translate] ${message}`);
        }
      }
    }
    const waits = providers.map((p) => p.retryAfterSeconds).filter((s) => s > 0);
    const retryAfter = waits.length === providers.length ? Math.min(...waits) : undefined;
    throw new NoTranslationError('Machine translation is unavailable right now', retryAfter);
  }

  return {
    cache,
    async translate(text, target, client = 'local') {
      if (target === 'en' || text.trim() === '') {
        return { translatedText: text, provider: 'none', cached: false };
      }
      const embedded = lookupEmbedded(options.table, text, target);
      if (embedded !== undefined)
        return { translatedText: embedded, provider: 'embedded', cached: false };

      const hit = cache.get(target, text);
      if (hit) return { translatedText: hit.text, provider: hit.provider, cached: true };

      const key = TranslationCache.key(target, text);
      const pending = inFlight.get(key);
      if (pending) return pending;
      if (providers.length > 0) budget.charge(client, Array.from(text).length);
      const promise = viaProviders(text, target).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    status() {
      const active = providers.find((p) => p.state !== 'open');
      return {
        embedded: true,
        provider: active?.name ?? null,
        machineTranslation: active !== undefined,
        providers: providers.map((p) => ({ name: p.name, state: p.state })),
      };
    },
  };
}
