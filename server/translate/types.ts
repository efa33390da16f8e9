import type { Locale } from '../../shared/i18n/locales';
import type { BreakerState } from './breaker';

/** Names the endpoint and the status route report. `cache` = answered from memory. */
export type ProviderName = 'embedded' | 'libretranslate' | 'deepl';

/** A network translation service (LibreTranslate or DeepL), always called through its breaker. */
export interface MachineProvider {
  readonly name: Exclude<ProviderName, 'embedded'>;
  /** Translates English `text` (plain or HTML) into `target`; throws `ProviderError`. */
  translate(text: string, target: Exclude<Locale, 'en'>): Promise<string>;
  /** State of the provider's circuit breaker. */
  readonly state: BreakerState;
  /** Seconds until an open circuit lets a trial call through (0 otherwise). */
  readonly retryAfterSeconds: number;
}

/** The result of one translation. */
export interface TranslationResult {
  translatedText: string;
  /** Who translated it; `none` when the text came back unchanged (English or empty). */
  provider: ProviderName | 'none';
  /** True when answered from the in-memory cache. */
  cached: boolean;
}

/**
 * What `GET /api/translate/status` answers (no URL, no key): the service's state, and the
 * language the visitor chose with the switcher (from its HttpOnly cookie) when the route adds it.
 */
export interface TranslateStatus {
  /** The site's catalogs are always available. */
  embedded: true;
  /** The machine provider requests go to now, or null when none is configured or all are down. */
  provider: Exclude<ProviderName, 'embedded'> | null;
  /** Whether arbitrary text (an article) can be translated now. */
  machineTranslation: boolean;
  providers: { name: Exclude<ProviderName, 'embedded'>; state: MachineProvider['state'] }[];
  visitorLanguage?: Locale | null;
}

/** Target locales a provider may be asked for. */
export type TargetLocale = Exclude<Locale, 'en'>;
