import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';

/** A heading of the rendered article, as Astro's `render()` lists it. */
export interface ArticleHeading {
  depth: number;
  slug: string;
  text: string;
}

/** Articles long enough for a table of contents: at least this many sections. */
const TOC_MIN_SECTIONS = 4;

/** Articles that are glossaries: their terms (third-level headings) get an A–Z jump list. */
export const GLOSSARY_SLUGS: readonly string[] = ['n8n-wiki'];

function TocList({ headings }: { headings: ArticleHeading[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {headings.map((h) => (
        <li key={h.slug}>
          <a
            href={`#${h.slug}`}
            className="text-muted-foreground hover:text-primary hover:bg-muted aria-[current=true]:text-primary block rounded-md px-2 py-1.5"
          >
            {h.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Table of contents of a long article: sticky beside the text on wide screens, a collapsed
 * "On this page" above it on narrower ones (only one of the two is displayed at a time).
 */
function TableOfContents({
  headings,
  messages: m,
  placement,
}: {
  headings: ArticleHeading[];
  messages: Messages;
  placement: 'aside' | 'inline';
}) {
  const sections = headings.filter((h) => h.depth === 2);
  if (sections.length < TOC_MIN_SECTIONS) return null;
  if (placement === 'inline') {
    return (
      <details className="border-border bg-card rounded-card mb-10 border xl:hidden">
        <summary className="cursor-pointer px-4 py-3 font-semibold">{m['blog.post.toc']}</summary>
        <nav aria-label={m['blog.post.toc']} className="px-2 pb-3">
          <TocList headings={sections} />
        </nav>
      </details>
    );
  }
  return (
    <nav
      aria-label={m['blog.post.toc']}
      data-toc
      className="hidden xl:sticky xl:top-24 xl:block xl:max-h-[calc(100dvh-7rem)] xl:self-start xl:overflow-y-auto"
    >
      <p className="mb-2 px-2 text-sm font-semibold">{m['blog.post.toc']}</p>
      <TocList headings={sections} />
    </nav>
  );
}

/** First letter of a term for the A–Z list, without accents ("Ü" files under "U"). */
function initial(text: string): string {
  const first = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .charAt(0);
  return /[a-z]/i.test(first) ? first.toUpperCase() : '#';
}

/** A–Z jump list of a glossary: the letters, then each letter's terms linking to their entries. */
function GlossaryIndex({
  headings,
  locale,
  messages: m,
}: {
  headings: ArticleHeading[];
  locale: Locale;
  messages: Messages;
}) {
  const terms = headings
    .filter((h) => h.depth === 3)
    .sort((a, b) => a.text.localeCompare(b.text, locale, { sensitivity: 'base' }));
  const byLetter = new Map<string, ArticleHeading[]>();
  for (const term of terms) {
    const letter = initial(term.text);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return (
    <nav aria-label={m['blog.post.glossaryIndex']} className="not-prose mb-12">
      <h2 className="mb-3 text-lg font-bold">{m['blog.post.glossaryIndex']}</h2>
      <ul className="flex flex-wrap gap-1">
        {[...byLetter.keys()].map((letter) => (
          <li key={letter}>
            <a
              href={`#az-${letter}`}
              className="border-border hover:border-primary hover:text-primary inline-flex size-9 items-center justify-center rounded-md border font-semibold"
            >
              {letter}
            </a>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {[...byLetter.entries()].map(([letter, list]) => (
          <div key={letter} id={`az-${letter}`} className="scroll-mt-24">
            <dt className="text-primary font-bold">{letter}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3">
                {list.map((term) => (
                  <li key={term.slug}>
                    <a
                      href={`#${term.slug}`}
                      className="inline-flex min-h-6 items-center underline-offset-2 hover:underline"
                    >
                      {term.text}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </nav>
  );
}

export { GlossaryIndex, TableOfContents };
