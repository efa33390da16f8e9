import type { Messages } from '@/i18n/catalog';
import { localeInfo } from '../../../shared/i18n/locales';
import { Section } from '@/components/ui/section';
import { BlogFaq } from './blog-faq';
import type { BlogArticle } from './collection';

type BlogDiagnosticsProps = {
  article: BlogArticle;
  /** Source file, relative to the project. */
  file: string;
  messages: Messages;
  /** The sample markdown, rendered and sanitised by the blog pipeline at build time. */
  sampleHtml: string;
};

/** /test-blog/{slug}: the slug and article facts, sample content and the FAQ. */
function BlogDiagnostics({ article, file, messages: m, sampleHtml }: BlogDiagnosticsProps) {
  const facts: [string, string][] = [
    [m['blog.diagnostic.slug'], article.slug],
    [m['blog.diagnostic.file'], file],
    [m['blog.diagnostic.title'], article.title],
    [m['blog.diagnostic.language'], localeInfo[article.lang].label],
    [m['blog.diagnostic.date'], article.date],
  ];
  const faq = article.entry.data.faq;
  return (
    <Section narrow>
      <h1 className="text-3xl font-bold">{m['blog.diagnostic.heading']}</h1>
      <p className="text-muted-foreground mt-3">{m['blog.diagnostic.intro']}</p>
      <dl className="rounded-card border-border bg-muted mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border p-6 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="font-mono break-all" data-fact={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <a href={article.href} className="text-primary font-semibold underline">
          {m['blog.diagnostic.openPost']}
        </a>
      </p>
      <div className="blog-prose mt-12" dangerouslySetInnerHTML={{ __html: sampleHtml }} />
      <div className="mt-12">
        {faq?.length ? (
          <BlogFaq faq={faq} locale="en" messages={m} />
        ) : (
          <p className="text-muted-foreground">{m['blog.diagnostic.noFaq']}</p>
        )}
      </div>
    </Section>
  );
}

export { BlogDiagnostics };
