import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { cachedTranslation, skipsTranslation, translate } from './translate-client';

export type TranslationState = 'original' | 'loading' | 'translated' | 'failed';

export interface TranslatedText {
  /** What to show: the original until a translation arrives, the original again on failure. */
  text: string;
  state: TranslationState;
  /** The language of `text`, for the element's `lang` attribute. */
  lang: Locale;
}

/**
 * Runtime translation of English text (spec §4 'Translation'): the original shows while loading
 * and the translation replaces it; on failure or an empty result the original stays and the
 * failure is logged (§8: no message to the user). Skipped for English and empty text (§5).
 * The first render always shows the original, so server HTML and hydration agree.
 */
export function useTranslatedText(text: string, locale: Locale): TranslatedText {
  const [result, setResult] = useState<TranslatedText>({ text, state: 'original', lang: 'en' });

  useEffect(() => {
    if (skipsTranslation(text, locale)) {
      setResult({ text, state: 'original', lang: 'en' });
      return;
    }
    const hit = cachedTranslation(text, locale);
    if (hit !== undefined) {
      setResult({ text: hit, state: 'translated', lang: locale });
      return;
    }
    let active = true;
    setResult({ text, state: 'loading', lang: 'en' });
    translate(text, locale).then(
      (translated) => {
        if (active) setResult({ text: translated, state: 'translated', lang: locale });
      },
      (error: unknown) => {
        console.warn(
          '[translate] keeping the original text:',
          error instanceof Error ? error.message : error,
        );
        if (active) setResult({ text, state: 'failed', lang: 'en' });
      },
    );
    return () => {
      active = false;
    };
  }, [text, locale]);

  return result;
}
