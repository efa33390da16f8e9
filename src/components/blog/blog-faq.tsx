import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { FaqEntry } from '@/lib/faq-entry';

type BlogFaqProps = { faq: readonly FaqEntry[]; locale: Locale; messages: Messages };

/** 'Frequently Asked Questions' with 'Q: question' and the answer. */
function BlogFaq({ faq, locale, messages: m }: BlogFaqProps) {
  return (
    <section
      aria-labelledby="blog-faq"
      className="rounded-card border-border bg-muted mx-auto max-w-3xl border p-6 md:p-8"
    >
      <h2 id="blog-faq" className="text-2xl font-bold">
        {m['blog.post.faqHeading']}
      </h2>
      <dl className="mt-6 space-y-6">
        {faq.map((item) => (
          <div key={item.question}>
            <dt className="font-semibold">
              {formatMessage(locale, m['blog.post.faqQuestion'], { question: item.question })}
            </dt>
            <dd className="text-muted-foreground mt-2">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { BlogFaq };
