import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { services, servicePath } from '@/lib/services';
import type { Site } from '../../../shared/site';

type SiteFooterProps = {
  locale: Locale;
  messages: Messages;
  /** Whether the site has case studies: the footer links /case-studies only then. */
  caseStudies?: boolean;
  /** The brand's name and founding year, from the owner file (the layout reads it). */
  business: Pick<Site['business'], 'brandName' | 'foundedYear'>;
};

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: { href: string; label: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a
              href={l.href}
              className="text-ink-foreground inline-flex min-h-6 items-center hover:text-white hover:underline"
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The copyright years: from the year the business started to the year of the build,
 * '2024–2026', or one year when they are the same.
 */
export function copyrightYears(founded: number, now = new Date()): string {
  const year = now.getUTCFullYear();
  return year > founded ? `${founded}–${year}` : String(founded);
}

/** Legal pages linked from every footer: the agent is sold with or without a payment page. */
const legalLinks: { path: string; label: MessageKey }[] = [
  { path: '/imprint', label: 'footer.imprint' },
  { path: '/privacy', label: 'footer.privacy' },
  { path: '/terms', label: 'footer.terms' },
];

/** Site footer: the six main links, the copyright line and the legal pages. */
function SiteFooter({ locale, messages: m, caseStudies = false, business }: SiteFooterProps) {
  const href = (p: string) => localizePath(p, locale);
  return (
    <footer id="site-footer" className="bg-ink text-ink-foreground px-4 py-14 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{business.brandName}</p>
          <p className="mt-3 max-w-sm">{m['footer.about']}</p>
          <p className="mt-6">
            <a
              href={href('/talk-to-expert')}
              className="decoration-primary inline-flex min-h-6 items-center font-semibold text-white underline decoration-2 hover:decoration-white"
            >
              {m['footer.talkToExpert']}
            </a>
          </p>
          <p className="mt-1 text-sm">{m['footer.consultationNote']}</p>
        </div>
        <FooterLinks
          title={m['footer.explore']}
          links={[
            { href: href('/'), label: m['footer.home'] },
            { href: href('/services'), label: m['footer.allServices'] },
            { href: href('/use-cases'), label: m['footer.useCases'] },
            ...(caseStudies ? [{ href: href('/case-studies'), label: m['caseStudies.nav'] }] : []),
            { href: href('/faq'), label: m['footer.faq'] },
            { href: href('/blog'), label: m['footer.blog'] },
            { href: href('/talk-to-expert'), label: m['footer.talkToExpert'] },
          ]}
        />
        <FooterLinks
          title={m['footer.services']}
          links={services.map((s) => ({
            href: href(servicePath(s.slug)),
            label: m[`services.${s.key}.title`],
          }))}
        />
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-x-8 gap-y-3 border-t border-white/15 pt-6 text-sm">
        <p>
          {formatMessage(locale, m['footer.copyright'], {
            year: copyrightYears(business.foundedYear),
            name: business.brandName,
          })}
        </p>
        <nav aria-label={m['footer.legal']}>
          <ul className="flex flex-wrap gap-x-6 gap-y-1">
            {legalLinks.map((l) => (
              <li key={l.path}>
                <a
                  href={href(l.path)}
                  className="inline-flex min-h-6 items-center underline-offset-4 hover:text-white hover:underline"
                >
                  {m[l.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

export { SiteFooter };
