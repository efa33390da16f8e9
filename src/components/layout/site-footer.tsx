import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { services, servicePath } from '@/lib/services';
import { getSite } from '@/lib/site';

type SiteFooterProps = {
  locale: Locale;
  messages: Messages;
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

/** Site footer (spec 'Footer'): the six main links and the 2024 copyright line. */
function SiteFooter({ locale, messages: m }: SiteFooterProps) {
  const href = (p: string) => localizePath(p, locale);
  const { business } = getSite();
  return (
    <footer className="bg-ink text-ink-foreground px-4 py-14 sm:px-6">
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
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/15 pt-6 text-sm">
        {formatMessage(locale, m['footer.copyright'], {
          year: String(business.foundedYear),
          name: business.brandName,
        })}
      </p>
    </footer>
  );
}

export { SiteFooter };
