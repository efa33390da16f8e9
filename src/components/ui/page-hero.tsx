import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Icon, type IconName } from './icon';

/**
 * The dark band's decorative layers (`.hero-glow`, `.hero-spot`, `.hero-dots` in global.css, one
 * short class each instead of inline gradients repeated on every band): the indigo glow, the
 * orange light (which the home hero moves towards the pointer) and the dot grid.
 */
function HeroBackdrop() {
  return (
    <>
      <div aria-hidden="true" className="hero-glow" />
      <div aria-hidden="true" className="hero-spot" />
      <div aria-hidden="true" className="hero-dots" />
    </>
  );
}

/** Classes of the dark band (home hero, page heroes): ink background, light text. */
const heroBand = 'bg-ink text-ink-foreground relative isolate overflow-hidden px-4 sm:px-6';

/** The eyebrow and subline colour on ink: the primary lightened for contrast (AA on ink). */
const heroAccentText = 'text-[color-mix(in_oklab,var(--color-primary)_45%,white)]';

/** A link inside a dark band: light, underlined, white on hover; at least 24 px tall. */
const heroLink =
  'text-ink-foreground inline-flex min-h-6 items-center underline decoration-white/40 underline-offset-4 hover:text-white hover:decoration-white';

type PageHeroProps = {
  /** Small line above the heading (a word, or a badge element). */
  eyebrow?: React.ReactNode;
  /** An icon before the eyebrow (the /work badge, the thank-you check). */
  eyebrowIcon?: IconName;
  title: React.ReactNode;
  /** The text under the heading. */
  lead?: string;
  /** Buttons under the text (`ButtonLink`s; the secondary one with `variant="onDark"`). */
  actions?: React.ReactNode;
  /** A picture or card beside the text on wide screens, under it on narrow ones. */
  picture?: React.ReactNode;
  /** Above everything, e.g. the breadcrumbs. */
  before?: React.ReactNode;
  /** Further content under the actions (notes, a language notice, a link). */
  children?: React.ReactNode;
  /** Centred text (pages without a picture) or left-aligned (default with a picture). */
  align?: 'center' | 'left';
  titleLang?: string;
  className?: string;
};

/**
 * The one page hero: the home hero's dark ink band with the dot grid and a still
 * glow, an optional eyebrow, the page's h1, the lead text, optional actions and an optional
 * picture beside them. Server-rendered, no script.
 */
function PageHero({
  eyebrow,
  eyebrowIcon,
  title,
  lead,
  actions,
  picture,
  before,
  children,
  align = picture ? 'left' : 'center',
  titleLang,
  className,
}: PageHeroProps) {
  const centred = align === 'center';
  return (
    <section data-page-hero className={cn(heroBand, 'py-14 md:py-20', className)}>
      <HeroBackdrop />
      <div className="mx-auto max-w-6xl">
        {before}
        <div
          className={cn(
            picture &&
              'grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12',
          )}
        >
          <div className={cn('max-w-3xl', centred && 'mx-auto text-center')}>
            {eyebrow && (
              <p
                className={cn('mb-4 text-sm font-semibold tracking-wide uppercase', heroAccentText)}
              >
                {eyebrowIcon ? (
                  <span className="inline-flex items-center gap-2">
                    <Icon name={eyebrowIcon} className="size-4" />
                    {eyebrow}
                  </span>
                ) : (
                  eyebrow
                )}
              </p>
            )}
            <h1
              lang={titleLang}
              className="text-4xl font-extrabold tracking-tight text-balance text-white md:text-5xl"
            >
              {title}
            </h1>
            {lead && (
              <p className="text-ink-foreground mt-5 text-lg text-pretty md:text-xl">{lead}</p>
            )}
            {actions && (
              <div
                className={cn(
                  // Full-width buttons on phones, side by side from sm.
                  'mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>a]:w-full sm:[&>a]:w-auto',
                  centred ? 'items-center justify-center' : 'items-start',
                )}
              >
                {actions}
              </div>
            )}
            {children}
          </div>
          {picture}
        </div>
      </div>
    </section>
  );
}

/**
 * The breadcrumb trail at the top of a page hero: links to each parent, the current page last
 * as plain text marked `aria-current`.
 */
function HeroBreadcrumbs({
  items,
  label,
}: {
  items: { name: string; href: string }[];
  label: string;
}) {
  return (
    <nav aria-label={label} className="mb-8 text-sm">
      <ol className="flex flex-wrap gap-x-2">
        {items.map((b, i) => (
          <li key={b.href} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="text-ink-foreground/60">
                /
              </span>
            )}
            {i < items.length - 1 ? (
              <a href={b.href} className={heroLink}>
                {b.name}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-white">
                {b.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { HeroBackdrop, HeroBreadcrumbs, PageHero, heroAccentText, heroBand, heroLink };
