import type { Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { ButtonLink } from '@/components/ui/button';

type NotFoundPageProps = { locale: Locale; messages: Messages };

/** Not-found page (spec 'Not-found page'): 404, 'Oops! Page not found' and a link home. */
function NotFoundPage({ locale, messages: m }: NotFoundPageProps) {
  return (
    <section className="bg-muted flex min-h-[60vh] items-center justify-center px-4 py-24 text-center">
      <div>
        <p className="text-primary text-7xl font-extrabold">{m['notFound.code']}</p>
        <h1 className="mt-4 text-3xl font-bold">{m['notFound.heading']}</h1>
        <p className="text-muted-foreground mt-4 text-lg">{m['notFound.text']}</p>
        <ButtonLink href={localizePath('/', locale)} className="mt-8">
          {m['notFound.home']}
        </ButtonLink>
      </div>
    </section>
  );
}

export { NotFoundPage };
