import { isLocale, localeInfo, type Locale } from '../../../shared/i18n/locales';
import type { ArticleTranslation } from './article-translator';
import { translate, translateStatus } from './translate-client';
import { visitorLocale } from './visitor-locale';

/** The action's texts in one language (catalog keys `translate.article.*`). */
export interface TranslateArticleMessages {
  label: string;
  action: string;
  translating: string;
  notice: string;
  showOriginal: string;
  showTranslation: string;
}

type Phase = 'idle' | 'translating' | 'translated' | 'original';

/**
 * 'Translate this article' without a framework (so an English post ships no React): `root` is
 * the server-rendered, `hidden` bar of `translate-article-action.astro` with `data-target` (the
 * article body selector) and `data-messages` (the texts in every language). It stays hidden
 * unless the server reports an active provider and the visitor's language (switcher choice, else
 * browser languages) is not the article's. The button translates the body block by block, then
 * switches between original and translation. A failure is logged and the original stays (§8).
 * Resolves once the decision to show or not is made.
 */
export async function mountTranslateArticle(root: HTMLElement): Promise<void> {
  const target = root.dataset.target ?? '';
  const article = target ? document.querySelector(target) : null;
  const button = root.querySelector<HTMLButtonElement>('button');
  const notice = root.querySelector<HTMLElement>('[data-notice]');
  const live = root.querySelector<HTMLElement>('[aria-live]');
  if (!article || !button) return;
  let all: Partial<Record<Locale, TranslateArticleMessages>>;
  try {
    all = JSON.parse(root.dataset.messages ?? '{}') as Partial<
      Record<Locale, TranslateArticleMessages>
    >;
  } catch {
    return;
  }
  const source = isLocale(root.dataset.sourceLocale) ? root.dataset.sourceLocale : 'en';

  const status = await translateStatus();
  if (!status?.machineTranslation) return;
  const locale = visitorLocale(status.visitorLanguage);
  const t = all[locale];
  if (locale === source || !t) return;

  let view: ArticleTranslation | null = null;
  const render = (phase: Phase) => {
    root.dataset.state = phase;
    button.disabled = phase === 'translating';
    if (phase === 'translating') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.textContent =
      phase === 'translating'
        ? t.translating
        : phase === 'translated'
          ? t.showOriginal
          : phase === 'original'
            ? t.showTranslation
            : t.action;
    if (notice) {
      notice.textContent = t.notice;
      notice.hidden = phase !== 'translated';
    }
    if (live) live.textContent = phase === 'translated' ? t.notice : '';
  };

  button.addEventListener('click', async () => {
    const phase = root.dataset.state as Phase;
    if (phase === 'translating') return;
    if (phase === 'translated') {
      view?.showOriginal();
      render('original');
      return;
    }
    if (view) {
      view.showTranslation();
      render('translated');
      return;
    }
    render('translating');
    try {
      // Loaded on the first click: the translator and DOMPurify stay out of the page's script.
      const { translateArticle } = await import('./article-translator');
      view = await translateArticle(article, (html) => translate(html, locale), {
        lang: localeInfo[locale].tag,
      });
      render('translated');
    } catch (error) {
      console.warn(
        '[translate] article stays in the original:',
        error instanceof Error ? error.message : error,
      );
      render('idle');
    }
  });

  root.setAttribute('aria-label', t.label);
  root.lang = localeInfo[locale].tag;
  render('idle');
  root.hidden = false;
}
