import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { translateArticle, type ArticleTranslation } from './article-translator';
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

type TranslateArticleProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** CSS selector of the article body to translate. */
  target: string;
  /** The texts in every language: the action speaks the visitor's language, not the page's. */
  messages: Record<Locale, TranslateArticleMessages>;
  /** Language of the article. */
  sourceLocale?: Locale;
};

type Phase = 'idle' | 'translating' | 'translated' | 'original';

/**
 * 'Translate this article' for an English post read by a visitor whose chosen language is not
 * English, shown only when the server says machine translation is available. It floats at the
 * bottom of the screen (no layout shift), translates the body block by block and can switch back
 * to the original. A failure is logged and the original stays (spec §8).
 */
function TranslateArticle({ target, messages, sourceLocale = 'en', className, ...props }: TranslateArticleProps) {
  const [locale, setLocale] = useState<Locale | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const view = useRef<ArticleTranslation | null>(null);

  useEffect(() => {
    if (!document.querySelector(target)) return;
    let active = true;
    void translateStatus().then((status) => {
      if (!active || !status?.machineTranslation) return;
      const wanted = visitorLocale(status.visitorLanguage);
      if (wanted !== sourceLocale) setLocale(wanted);
    });
    return () => {
      active = false;
    };
  }, [target, sourceLocale]);

  const run = useCallback(async () => {
    const root = document.querySelector(target);
    if (!root || !locale) return;
    if (view.current) {
      view.current.showTranslation();
      setPhase('translated');
      return;
    }
    setPhase('translating');
    try {
      view.current = await translateArticle(root, (html) => translate(html, locale), {
        lang: localeInfo[locale].tag,
      });
      setPhase('translated');
    } catch (error) {
      console.warn('[translate] article stays in the original:', error instanceof Error ? error.message : error);
      setPhase('idle');
    }
  }, [locale, target]);

  const restore = useCallback(() => {
    view.current?.showOriginal();
    setPhase('original');
  }, []);

  if (!locale) return null;
  const t = messages[locale];
  const busy = phase === 'translating';
  return (
    <div
      role="region"
      aria-label={t.label}
      lang={localeInfo[locale].tag}
      data-translate-article={phase}
      className={cn(
        'fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg border border-border bg-background/95 px-4 py-3 text-sm shadow-lg backdrop-blur',
        className,
      )}
      {...props}
    >
      {phase === 'translated' && <p className="text-muted-foreground">{t.notice}</p>}
      <button
        type="button"
        onClick={phase === 'translated' ? restore : run}
        disabled={busy}
        aria-busy={busy || undefined}
        className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-70"
      >
        {busy ? t.translating : phase === 'translated' ? t.showOriginal : phase === 'original' ? t.showTranslation : t.action}
      </button>
      <span className="sr-only" aria-live="polite">
        {phase === 'translated' ? t.notice : ''}
      </span>
    </div>
  );
}

export { TranslateArticle };
