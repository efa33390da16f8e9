import type { ComponentProps, ElementType } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { useTranslatedText } from './use-translated-text';

type TranslatedTextProps = Omit<ComponentProps<'span'>, 'children' | 'lang'> & {
  /** The English original (from content that exists only in English). */
  text: string;
  /** The page's language. */
  locale: Locale;
  /** Element to render, `span` by default. */
  as?: ElementType;
};

/**
 * English text shown in the page's language once translated at runtime. The element carries the
 * `lang` of what it currently shows and `data-translate-state` (original, loading, translated,
 * failed). Hydrate it with `client:visible` so off-screen text costs nothing.
 */
function TranslatedText({ text, locale, as: Tag = 'span', ...props }: TranslatedTextProps) {
  const result = useTranslatedText(text, locale);
  return (
    <Tag
      {...props}
      lang={localeInfo[result.lang].tag}
      data-translate-state={result.state}
      aria-busy={result.state === 'loading' || undefined}
    >
      {result.text}
    </Tag>
  );
}

export { TranslatedText };
