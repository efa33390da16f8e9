import type { Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { services, servicePath } from '@/lib/services';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LanguageSwitcher, type LanguageLink } from './language-switcher';

type SiteHeaderProps = {
  locale: Locale;
  /** Locale-free path of the current page, for aria-current. */
  path: string;
  messages: Messages;
  languages: LanguageLink[];
};

function NavLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: string;
}) {
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      className="text-foreground hover:bg-muted aria-[current=page]:text-primary rounded-md px-3 py-2 text-sm font-medium"
    >
      {children}
    </a>
  );
}

/**
 * Fixed 64px header (spec 'Header'). Rendered to static HTML; the small script in
 * `src/scripts/header.ts` adds the menu, dropdown and Escape behaviour.
 */
function SiteHeader({ locale, path, messages: m, languages }: SiteHeaderProps) {
  const href = (p: string) => localizePath(p, locale);
  const serviceLinks = services.map((s) => ({
    href: href(servicePath(s.slug)),
    label: m[`services.${s.key}.title`],
    current: path === servicePath(s.slug),
  }));
  const links = [
    { href: href('/work'), label: m['nav.work'], current: path === '/work' },
    { href: href('/use-cases'), label: m['nav.useCases'], current: path === '/use-cases' },
    { href: href('/blog'), label: m['nav.blog'], current: path.startsWith('/blog') },
  ];
  const inServices = path.startsWith('/services');

  return (
    <header className="border-border bg-background/95 fixed inset-x-0 top-0 z-50 h-16 border-b backdrop-blur">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only rounded-md px-4 py-2 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {m['nav.skipToContent']}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href={href('/')} className="flex items-center gap-2 font-bold tracking-tight">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span>Flowcraft</span>
        </a>

        <nav aria-label={m['nav.mainLabel']} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink href={href('/')} current={path === '/'}>
                {m['nav.home']}
              </NavLink>
            </li>
            <li className="group relative flex items-center" data-dropdown>
              <NavLink href={href('/services')} current={inServices}>
                {m['nav.services']}
              </NavLink>
              <button
                type="button"
                aria-expanded="false"
                aria-controls="services-menu"
                data-dropdown-toggle
                className="text-muted-foreground hover:bg-muted -ml-2 rounded-md p-1.5"
              >
                <Icon name="chevron" className="size-4" />
                <span className="sr-only">{m['nav.servicesToggle']}</span>
              </button>
              <ul
                id="services-menu"
                data-dropdown-menu
                className="border-border bg-card invisible absolute top-full left-0 w-72 translate-y-1 rounded-xl border p-2 opacity-0 shadow-lg transition group-hover:visible group-hover:opacity-100 data-[open]:visible data-[open]:opacity-100"
              >
                {serviceLinks.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      aria-current={s.current ? 'page' : undefined}
                      className="hover:bg-muted aria-[current=page]:text-primary block rounded-lg px-3 py-2 text-sm"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            {links.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} current={l.current}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageSwitcher locale={locale} languages={languages} label={m['nav.language']} />
          <ButtonLink href={href('/talk-to-expert')} size="sm" className="hidden sm:inline-flex">
            {m['nav.bookConsultation']}
          </ButtonLink>
          <button
            type="button"
            aria-expanded="false"
            aria-controls="mobile-menu"
            data-menu-toggle
            data-label-open={m['nav.openMenu']}
            data-label-close={m['nav.closeMenu']}
            aria-label={m['nav.openMenu']}
            className="hover:bg-muted rounded-md p-2 md:hidden"
          >
            <Icon name="menu" className="size-6" />
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={m['nav.mobileLabel']}
        hidden
        className="border-border bg-background max-h-[calc(100dvh-4rem)] overflow-y-auto border-b px-4 pb-6 shadow-lg md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            <a href={href('/')} className="hover:bg-muted block rounded-md px-3 py-3 font-medium">
              {m['nav.home']}
            </a>
          </li>
          <li>
            <a
              href={href('/services')}
              className="hover:bg-muted block rounded-md px-3 py-3 font-medium"
            >
              {m['nav.services']}
            </a>
            <ul className="border-border ml-4 border-l pl-2">
              {serviceLinks.map((s) => (
                <li key={s.href}>
                  <a href={s.href} className="hover:bg-muted block rounded-md px-3 py-2 text-sm">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="hover:bg-muted block rounded-md px-3 py-3 font-medium">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
        <ButtonLink href={href('/talk-to-expert')} className="mt-4 w-full">
          {m['nav.bookConsultation']}
        </ButtonLink>
      </nav>
    </header>
  );
}

export { SiteHeader };
