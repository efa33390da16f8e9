import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
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
  /** The brand as the owner file names it (`business.brandName`). */
  brand: string;
  /** false on the thank-you page: the visitor has just booked, the header does not offer it again. */
  offerBooking?: boolean;
};

const linkClass =
  'text-foreground hover:bg-muted aria-[current=page]:text-primary block rounded-md px-3 py-3 text-base font-medium md:py-2 md:text-sm';

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
    <a href={href} aria-current={current ? 'page' : undefined} className={linkClass}>
      {children}
    </a>
  );
}

/**
 * Fixed 64px header. Rendered to static HTML; `site-header.client.ts` (bundled by the layout) adds the
 * menu, dropdown and Escape behaviour. One nav list serves both sizes: a row from the md
 * breakpoint up, below it a panel the menu button opens (with a backdrop and the page scroll
 * locked); FAQ and the booking button join it there. Without JavaScript the panel is shown open.
 */
function SiteHeader({
  locale,
  path,
  messages: m,
  languages,
  brand,
  offerBooking = true,
}: SiteHeaderProps) {
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
          {/* A decorative 32 px logo, fetched at Low priority and kept there: Chromium raises an
              image it finds in view to High, and Lighthouse's estimate of the largest paint then
              waited a round trip for it (8 of 30 bench runs at 1,050-1,056 ms, every one with the
              logo raised; 868-924 ms in the others). The tab icon is the same file, from the cache. */}
          <img
            src="/favicon.svg"
            alt=""
            width="32"
            height="32"
            fetchPriority="low"
            className="size-8"
          />
          <span>{brand}</span>
        </a>

        <nav
          id="site-nav"
          aria-label={m['nav.mainLabel']}
          className="border-border max-md:bg-background max-md:fixed max-md:inset-x-0 max-md:top-16 max-md:max-h-[calc(100dvh-4rem)] max-md:overflow-y-auto max-md:border-b max-md:px-4 max-md:pb-6 max-md:shadow-lg md:ml-auto"
        >
          <ul className="flex flex-col gap-1 pt-2 md:flex-row md:items-center md:pt-0">
            <li>
              <NavLink href={href('/')} current={path === '/'}>
                {m['nav.home']}
              </NavLink>
            </li>
            <li className="group relative md:flex md:items-center" data-dropdown>
              <NavLink href={href('/services')} current={inServices}>
                {m['nav.services']}
              </NavLink>
              <button
                type="button"
                aria-expanded="false"
                aria-controls="services-menu"
                data-dropdown-toggle
                className="text-muted-foreground hover:bg-muted -ml-2 hidden rounded-md p-1.5 md:block"
              >
                <Icon name="chevron" className="size-4" />
                <span className="sr-only">{m['nav.servicesToggle']}</span>
              </button>
              <ul
                id="services-menu"
                data-dropdown-menu
                className="border-border md:bg-card max-md:ml-4 max-md:border-l max-md:pl-2 md:invisible md:absolute md:top-full md:left-0 md:w-72 md:translate-y-1 md:rounded-xl md:border md:p-2 md:opacity-0 md:shadow-lg md:transition md:group-hover:visible md:group-hover:opacity-100 md:data-[open]:visible md:data-[open]:opacity-100"
              >
                {serviceLinks.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      aria-current={s.current ? 'page' : undefined}
                      className="hover:bg-muted aria-[current=page]:text-primary block rounded-lg px-3 py-2.5 text-sm md:py-2"
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
            <li className="md:hidden">
              <NavLink href={href('/faq')} current={path === '/faq'}>
                {m['nav.faq']}
              </NavLink>
            </li>
            {offerBooking && (
              <li className="mt-3 md:hidden">
                <ButtonLink href={href('/talk-to-expert')} data-cta="header" className="w-full">
                  {m['nav.bookConsultation']}
                </ButtonLink>
              </li>
            )}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageSwitcher locale={locale} languages={languages} label={m['nav.language']} />
          {offerBooking && (
            <ButtonLink
              href={href('/talk-to-expert')}
              data-cta="header"
              size="sm"
              className="hidden sm:inline-flex"
            >
              {m['nav.bookConsultation']}
            </ButtonLink>
          )}
          <button
            type="button"
            aria-expanded="false"
            aria-controls="site-nav"
            data-menu-toggle
            data-label-open={m['nav.openMenu']}
            data-label-close={m['nav.closeMenu']}
            aria-label={m['nav.openMenu']}
            className="group hover:bg-muted rounded-md p-2 md:hidden"
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="close" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <div
        data-menu-backdrop
        hidden
        aria-hidden="true"
        className="bg-ink/50 fixed inset-x-0 top-16 -z-10 h-[calc(100dvh-4rem)] md:hidden"
      />
    </header>
  );
}

export { SiteHeader };
