import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { Icon } from '@/components/ui/icon';

export interface LanguageLink {
  locale: Locale;
  href: string;
}

type LanguageSwitcherProps = {
  locale: Locale;
  languages: LanguageLink[];
  label: string;
};

/**
 * Plain links to the same page in each language (works without JavaScript). The `?lang=`
 * parameter lets the server remember the choice in a cookie and redirect to the clean URL.
 */
function LanguageSwitcher({ locale, languages, label }: LanguageSwitcherProps) {
  return (
    <details className="group relative" data-language-switcher>
      <summary className="hover:bg-muted flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap [&::-webkit-details-marker]:hidden">
        <Icon name="globe" className="size-4" />
        <span className="sr-only">{label}: </span>
        <span>{locale.toUpperCase()}</span>
      </summary>
      <ul className="border-border bg-card absolute right-0 mt-1 w-44 rounded-xl border p-2 shadow-lg">
        {languages.map((l) => (
          <li key={l.locale}>
            <a
              href={l.href}
              hrefLang={localeInfo[l.locale].tag}
              lang={l.locale}
              aria-current={l.locale === locale ? 'true' : undefined}
              data-lang={l.locale}
              className="hover:bg-muted aria-[current=true]:text-primary block rounded-lg px-3 py-2 text-sm aria-[current=true]:font-semibold"
            >
              {localeInfo[l.locale].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export { LanguageSwitcher };
