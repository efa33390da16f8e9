import { formatMessage, type Messages } from '@/i18n/catalog';
import { defaultLocale, type Locale } from '../../../shared/i18n/locales';
import { listHref } from '@/lib/blog/summary';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type BlogNotFoundProps = { locale: Locale; messages: Messages };

/**
 * 'Blog Post Not Found' (on failure): the error text, the slug and the
 * source path (filled in from the address by a small script), hints and 'Back to Blog'.
 */
function BlogNotFound({ locale, messages: m }: BlogNotFoundProps) {
  const message = formatMessage(locale, m['blog.notFound.httpError'], {
    status: 404,
    statusText: m['blog.notFound.statusText'],
  });
  const error = formatMessage(locale, m['blog.notFound.error'], { message });
  return (
    <section
      data-blog-not-found
      data-locale-prefix={locale === defaultLocale ? '' : `/${locale}`}
      data-error={error}
      className="bg-muted px-4 py-20 sm:px-6"
    >
      <div className="rounded-card border-border bg-card mx-auto max-w-2xl border p-8 shadow-sm md:p-10">
        <h1 className="text-3xl font-bold">{m['blog.notFound.title']}</h1>
        <p className="text-danger mt-4 text-lg">{error}</p>
        <dl className="text-muted-foreground mt-6 space-y-1 font-mono text-sm" data-debug hidden>
          <div>
            <dt className="sr-only">slug</dt>
            <dd data-template={m['blog.notFound.slug']} data-slug />
          </div>
          <div>
            <dt className="sr-only">source</dt>
            <dd data-template={m['blog.notFound.source']} data-source />
          </div>
        </dl>
        <h2 className="mt-8 font-semibold">{m['blog.notFound.hintsHeading']}</h2>
        <ul className="text-muted-foreground mt-3 list-disc space-y-2 pl-5">
          <li>{m['blog.notFound.hintAddress']}</li>
          <li>{m['blog.notFound.hintRenamed']}</li>
        </ul>
        <ButtonLink href={listHref(locale)} className="mt-8">
          <Icon name="arrow" className="size-4 rotate-180" />
          {m['blog.post.back']}
        </ButtonLink>
      </div>
    </section>
  );
}

export { BlogNotFound };
