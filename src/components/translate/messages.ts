import { getMessages } from '@/i18n/catalog';
import { locales, type Locale } from '../../../shared/i18n/locales';
import type { TranslateArticleMessages } from './article-action';

/**
 * The 'Translate this article' texts in every language, for the route shell to pass to the island
 * (server-side only: it reads the catalogs). The action speaks the visitor's language, which the
 * English page cannot know at build time, so all six are sent (about 1 KB).
 */
export function translateArticleMessages(): Record<Locale, TranslateArticleMessages> {
  return Object.fromEntries(
    locales.map((locale) => {
      const m = getMessages(locale);
      return [
        locale,
        {
          label: m['translate.article.label'],
          action: m['translate.article.action'],
          translating: m['translate.article.translating'],
          notice: m['translate.article.notice'],
          showOriginal: m['translate.article.showOriginal'],
          showTranslation: m['translate.article.showTranslation'],
        },
      ];
    }),
  ) as Record<Locale, TranslateArticleMessages>;
}
