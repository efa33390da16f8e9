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

// Header labels never break: `whitespace-nowrap` keeps each on one line, and the header turns
// into the menu button when the row does not fit (see the probes below).
const linkClass =
  'text-foreground hover:bg-muted aria-[current=page]:text-primary block rounded-md px-3 py-3 text-base font-medium whitespace-nowrap nav-row:py-2 nav-row:text-sm';

// The pieces of the row, shared by the visible header and its width probes so that a probe is
// exactly as wide as what it stands for.
const brandClass = 'flex items-center gap-2 font-bold tracking-tight';
const navListRowClass = 'flex gap-1 text-sm font-medium';
const navItemClass = 'px-3';
/** The Services chevron: 28 px (p-1.5 round a 16 px icon) pulled 8 px left (-ml-2), after the list gap (4 px). */
const chevronClass = 'w-4';
const actionsClass = 'flex shrink-0 items-center gap-2';
const languageClass = 'flex items-center gap-1.5 px-2 text-sm font-medium';
const bookClass = 'px-4 text-sm font-semibold';
/** The menu button: 24 px icon, 8 px padding. */
const menuButtonClass = 'w-10';

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
 * menu, dropdown and Escape behaviour. One nav list serves both layouts: a row when the whole row
 * fits on one line, otherwise a panel the menu button opens (with a backdrop and the page scroll
 * locked); FAQ and the booking button join it there. Without JavaScript the panel is shown open.
 *
 * Which layout applies is measured in CSS, never guessed from the viewport: German and French
 * labels in a wide system font (DejaVu Sans) need far more room than English in Arial. Two hidden
 * probes hold the row's labels with the row's own paddings (global.css, `.fit`): the first decides
 * row or menu button (`nav-row:` / `nav-menu:`), the second whether the booking button still fits
 * beside the menu button (`book-hidden:`). Labels never wrap; a long brand may wrap
 * between its words beside the menu button. The header is wider than the page's text column (80
 * rem, not 72) so that German and French keep the row on a 1280 px screen with a wide font.
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
  const brandProbe = (
    <span className={brandClass}>
      <span className="w-8" />
      <span>{brand}</span>
    </span>
  );
  const actionsProbe = (
    <span className={actionsClass}>
      <span className={languageClass}>
        <span className="w-4" />
        <span>{locale.toUpperCase()}</span>
      </span>
      {offerBooking && <span className={bookClass}>{m['nav.bookConsultation']}</span>}
    </span>
  );

  return (
    <header className="border-border bg-background/95 fixed inset-x-0 top-0 z-50 h-16 border-b backdrop-blur">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only rounded-md px-4 py-2 focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {m['nav.skipToContent']}
      </a>
      <div className="@container mx-auto h-16 max-w-7xl px-4 sm:px-6">
        <div className="fit [--header-width:100cqw]">
          <div className="fit-switch [container-name:header-row]">
            <div className="fit">
              <div className="fit-switch [container-name:header-book]">
                <div className="flex h-16 w-(--header-width) items-center gap-4">
                  <a href={href('/')} className={brandClass}>
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
                    className="border-border nav-menu:bg-background nav-menu:fixed nav-menu:inset-x-0 nav-menu:top-16 nav-menu:max-h-[calc(100dvh-4rem)] nav-menu:overflow-y-auto nav-menu:border-b nav-menu:px-4 nav-menu:pb-6 nav-menu:shadow-lg nav-row:ml-auto [overflow-wrap:normal]"
                  >
                    <ul className="nav-row:flex-row nav-row:items-center nav-row:pt-0 flex flex-col gap-1 pt-2">
                      <li>
                        <NavLink href={href('/')} current={path === '/'}>
                          {m['nav.home']}
                        </NavLink>
                      </li>
                      <li
                        className="group nav-row:flex nav-row:items-center relative"
                        data-dropdown
                      >
                        <NavLink href={href('/services')} current={inServices}>
                          {m['nav.services']}
                        </NavLink>
                        <button
                          type="button"
                          aria-expanded="false"
                          aria-controls="services-menu"
                          data-dropdown-toggle
                          className="text-muted-foreground hover:bg-muted nav-row:block -ml-2 hidden rounded-md p-1.5"
                        >
                          <Icon name="chevron" className="size-4" />
                          <span className="sr-only">{m['nav.servicesToggle']}</span>
                        </button>
                        <ul
                          id="services-menu"
                          data-dropdown-menu
                          className="border-border nav-row:bg-card nav-menu:ml-4 nav-menu:border-l nav-menu:pl-2 nav-row:invisible nav-row:absolute nav-row:top-full nav-row:left-0 nav-row:w-72 nav-row:translate-y-1 nav-row:rounded-xl nav-row:border nav-row:p-2 nav-row:opacity-0 nav-row:shadow-lg nav-row:transition nav-row:group-hover:visible nav-row:group-hover:opacity-100 nav-row:data-[open]:visible nav-row:data-[open]:opacity-100"
                        >
                          {serviceLinks.map((s) => (
                            <li key={s.href}>
                              <a
                                href={s.href}
                                aria-current={s.current ? 'page' : undefined}
                                className="hover:bg-muted aria-[current=page]:text-primary nav-row:py-2 block rounded-lg px-3 py-2.5 text-sm"
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
                      <li className="nav-row:hidden">
                        <NavLink href={href('/faq')} current={path === '/faq'}>
                          {m['nav.faq']}
                        </NavLink>
                      </li>
                      {offerBooking && (
                        <li className="nav-row:hidden mt-3">
                          <ButtonLink
                            href={href('/talk-to-expert')}
                            data-cta="header"
                            className="w-full"
                          >
                            {m['nav.bookConsultation']}
                          </ButtonLink>
                        </li>
                      )}
                    </ul>
                  </nav>

                  <div className={`${actionsClass} nav-menu:ml-auto`}>
                    <LanguageSwitcher
                      locale={locale}
                      languages={languages}
                      label={m['nav.language']}
                    />
                    {offerBooking && (
                      <ButtonLink
                        href={href('/talk-to-expert')}
                        data-cta="header"
                        size="sm"
                        className="book-hidden:hidden"
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
                      className="group hover:bg-muted nav-row:hidden rounded-md p-2"
                    >
                      <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
                      <Icon name="close" className="hidden size-6 group-aria-expanded:block" />
                    </button>
                  </div>
                </div>
              </div>
              {/* The booking button beside the menu button: brand, language, booking, menu. */}
              <div className="fit-probe gap-4" aria-hidden="true">
                {brandProbe}
                <span className={actionsClass}>
                  {actionsProbe}
                  <span className={menuButtonClass} />
                </span>
              </div>
            </div>
          </div>
          {/* The whole row: brand, the nav's labels, language and booking; never narrower than
              the md breakpoint's 720 px (768 less the padding), below which the nav is always the
              menu. */}
          <div className="fit-probe min-w-180 gap-4" aria-hidden="true">
            {brandProbe}
            <span className={navListRowClass}>
              <span className={navItemClass}>{m['nav.home']}</span>
              <span className={navItemClass}>{m['nav.services']}</span>
              <span className={chevronClass} />
              {links.map((l) => (
                <span key={l.href} className={navItemClass}>
                  {l.label}
                </span>
              ))}
            </span>
            {actionsProbe}
          </div>
        </div>
      </div>
      <div
        data-menu-backdrop
        hidden
        aria-hidden="true"
        className="bg-ink/50 fixed inset-x-0 top-16 -z-10 h-[calc(100dvh-4rem)]"
      />
    </header>
  );
}

export { SiteHeader };
