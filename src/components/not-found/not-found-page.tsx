import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon, IconTile, type IconName } from '@/components/ui/icon';

type NotFoundPageProps = { locale: Locale; messages: Messages };

/**
 * Not-found page: 404, 'Oops! Page not found' and a link home, then
 * the way on: the booking call, the blog search (a GET form to the blog list, which
 * reads `q`) and the main sections.
 */
function NotFoundPage({ locale, messages: m }: NotFoundPageProps) {
  const href = (p: string) => localizePath(p, locale);
  const sections: { path: string; label: string; icon: IconName }[] = [
    { path: '/services', label: m['nav.services'], icon: 'workflow' },
    { path: '/use-cases', label: m['nav.useCases'], icon: 'sparkles' },
    { path: '/work', label: m['nav.work'], icon: 'users' },
    { path: '/blog', label: m['nav.blog'], icon: 'book' },
    { path: '/faq', label: m['nav.faq'], icon: 'help' },
  ];
  return (
    <section className="bg-muted px-4 py-20 text-center sm:px-6">
      <div className="mx-auto max-w-3xl">
        <p className="text-primary text-7xl font-extrabold">{m['notFound.code']}</p>
        <h1 className="mt-4 text-3xl font-bold">{m['notFound.heading']}</h1>
        <p className="text-muted-foreground mt-4 text-lg">{m['notFound.text']}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href={href('/')}>{m['notFound.home']}</ButtonLink>
          <ButtonLink href={href('/talk-to-expert')} variant="secondary">
            {m['nav.bookConsultation']}
            <Icon name="arrow" className="size-4" />
          </ButtonLink>
        </div>
        <form role="search" action={href('/blog')} method="get" className="mx-auto mt-12 max-w-xl">
          <label htmlFor="not-found-search" className="mb-2 block font-semibold">
            {m['blog.search.label']}
          </label>
          <input
            id="not-found-search"
            name="q"
            type="search"
            placeholder={m['blog.search.placeholder']}
            className="border-border bg-card placeholder:text-muted-foreground focus-visible:border-ring h-12 w-full rounded-full border px-5 text-base shadow-sm"
          />
        </form>
        <h2 className="mt-12 text-lg font-semibold">{m['notFound.sectionsHeading']}</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {sections.map((s) => (
            <li key={s.path}>
              <a
                href={href(s.path)}
                className="rounded-card border-border bg-card hover:border-primary hover:text-primary flex h-full flex-col items-center gap-2 border p-4 font-semibold"
              >
                <IconTile>
                  <Icon name={s.icon} />
                </IconTile>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { NotFoundPage };
