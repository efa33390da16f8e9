/**
 * Machine-translation configuration from environment variables, read only here and only on the
 * server (the endpoint and the owner's scripts): keys never reach the browser.
 *
 * | variable | meaning |
 * |---|---|
 * | `LIBRETRANSLATE_URL` | LibreTranslate server root, e.g. `https://lt.example.com` (enables it) |
 * | `LIBRETRANSLATE_API_KEY` | its API key, if the server requires one |
 * | `DEEPL_API_KEY` | DeepL key (enables DeepL; keys ending `:fx` use the free endpoint) |
 * | `DEEPL_API_URL` | optional DeepL endpoint override (a proxy or a test server) |
 * | `TRANSLATE_TIMEOUT_MS` | optional per-attempt provider timeout, default 8000 |
 * | `TRANSLATE_CLIENT_CHARS_PER_HOUR` | characters one client may send to a provider per hour, default 50000 |
 * | `TRANSLATE_DAILY_CHARS` | characters all clients may send to providers per UTC day, default 500000 |
 * | `TRANSLATE_CLIENT_DAILY_PERCENT` | largest share of that day one client may use, default 5 |
 */
import { DEFAULT_BUDGET, type BudgetLimits } from './budget';

export interface TranslateConfig {
  libreTranslate?: { url: string; apiKey?: string };
  deepl?: { apiKey: string; endpoint?: string };
  timeoutMs: number;
  /** Character budgets for provider calls (issue 10 §4). */
  budget: BudgetLimits;
  /** Problems with the variables (invalid URL, ...), for a startup log line. No values. */
  warnings: string[];
}

type Env = Record<string, string | undefined>;

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the configuration; pure so tests can pass their own environment. */
export function readTranslateConfig(env: Env = process.env): TranslateConfig {
  const warnings: string[] = [];
  const config: TranslateConfig = { timeoutMs: 8000, budget: { ...DEFAULT_BUDGET }, warnings };

  const libreUrl = env.LIBRETRANSLATE_URL?.trim();
  if (libreUrl) {
    if (httpUrl(libreUrl)) {
      const apiKey = env.LIBRETRANSLATE_API_KEY?.trim();
      config.libreTranslate = { url: libreUrl, ...(apiKey ? { apiKey } : {}) };
    } else {
      warnings.push('LIBRETRANSLATE_URL is not an http(s) URL: LibreTranslate is disabled');
    }
  }

  const deeplKey = env.DEEPL_API_KEY?.trim();
  if (deeplKey) {
    const endpoint = env.DEEPL_API_URL?.trim();
    if (endpoint && !httpUrl(endpoint)) {
      warnings.push('DEEPL_API_URL is not an http(s) URL: the default DeepL endpoint is used');
    }
    config.deepl = { apiKey: deeplKey, ...(endpoint && httpUrl(endpoint) ? { endpoint } : {}) };
  }

  const timeout = Number(env.TRANSLATE_TIMEOUT_MS);
  if (env.TRANSLATE_TIMEOUT_MS !== undefined && env.TRANSLATE_TIMEOUT_MS.trim() !== '') {
    if (Number.isFinite(timeout) && timeout >= 100 && timeout <= 60_000) config.timeoutMs = timeout;
    else
      warnings.push('TRANSLATE_TIMEOUT_MS must be a number of milliseconds between 100 and 60000');
  }
  const budgets = [
    ['TRANSLATE_CLIENT_CHARS_PER_HOUR', 'clientCharsPerHour'],
    ['TRANSLATE_DAILY_CHARS', 'dailyChars'],
  ] as const;
  for (const [name, field] of budgets) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (/^\d+$/.test(raw) && Number(raw) > 0) config.budget[field] = Number(raw);
    else warnings.push(`${name} must be a positive whole number of characters`);
  }
  const share = env.TRANSLATE_CLIENT_DAILY_PERCENT?.trim();
  if (share) {
    if (/^\d+$/.test(share) && Number(share) >= 1 && Number(share) <= 100)
      config.budget.clientDailyPercent = Number(share);
    else warnings.push('TRANSLATE_CLIENT_DAILY_PERCENT must be a whole number from 1 to 100');
  }
  return config;
}
