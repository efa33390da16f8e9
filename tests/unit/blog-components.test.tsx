import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogCard } from '@/components/blog/blog-card';
import { BlogIndexList } from '@/components/blog/blog-index';
import { BlogNotFound } from '@/components/blog/blog-not-found';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { getMessages } from '@/i18n/catalog';
import { paginate } from '@/lib/blog/list';
import type { BlogPostSummary } from '@/lib/blog/summary';

const en = getMessages('en');
const de = getMessages('de');

const post = (i: number, over: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: `post-${i}`,
  lang: 'en',
  href: `/blog/post-${i}`,
  title: `Post ${i}`,
  description: `About ${i}`,
  author: 'Ada',
  readTime: '5 min read',
  difficulty: 'Intermediate',
  date: '2024-06-01',
  category: 'Integration',
  ...over,
});
const posts = (n: number) => Array.from({ length: n }, (_, i) => post(i + 1));

describe('list pages', () => {
  it('no posts at all: "No blog posts found" and "Check back soon for new content!", no pagination', () => {
    const html = renderToStaticMarkup(
      <BlogIndexList locale="en" messages={en} page={paginate([], 1)} />,
    );
    expect(html).toContain('No blog posts found');
    expect(html).toContain('Check back soon for new content!');
    expect(html).not.toContain('<nav');
  });

  it('30 posts: one page, no controls', () => {
    const html = renderToStaticMarkup(
      <BlogIndexList locale="en" messages={en} page={paginate(posts(30), 1)} />,
    );
    expect(html.match(/<article/g)).toHaveLength(30);
    expect(html).not.toContain('<nav');
  });

  it('31 posts, page 1: Previous disabled, Next links to /blog/page/2', () => {
    const html = renderToStaticMarkup(
      <BlogIndexList locale="en" messages={en} page={paginate(posts(31), 1)} />,
    );
    expect(html).toContain('Page 1 of 2');
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*Previous<\/span>/);
    expect(html).toMatch(/<a href="\/blog\/page\/2" rel="next"[^>]*>Next/);
  });

  it('31 posts, page 2 in German: Zurück links to the first page, Weiter disabled', () => {
    const html = renderToStaticMarkup(
      <BlogIndexList locale="de" messages={de} page={paginate(posts(31), 2)} />,
    );
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('Seite 2 von 2');
    expect(html).toMatch(/<a href="\/de\/blog" rel="prev"[^>]*>.*Zurück<\/a>/);
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>Weiter/);
  });
});

describe('card', () => {
  it('shows date in the page language, author, read time and both badges', () => {
    const html = renderToStaticMarkup(<BlogCard post={post(1)} locale="en" messages={en} />);
    expect(html).toContain('<time dateTime="2024-06-01">Jun 1, 2024</time>');
    expect(html).toContain('Ada');
    expect(html).toContain('5 min read');
    expect(html).toMatch(/text-warning[^>]*>Intermediate</);
    expect(html).toMatch(/text-purple[^>]*uppercase[^>]*>Integration</);
    expect(html).not.toContain('lang=');
  });

  it('an English post on a German page is marked and carries its language', () => {
    const html = renderToStaticMarkup(<BlogCard post={post(1)} locale="de" messages={de} />);
    expect(html).toContain('Auf Englisch');
    expect(html).toContain('lang="en-US"');
    expect(html).toContain('1. Juni 2024');
    expect(html).toContain('Fortgeschritten');
  });

  it('an updated article shows when, in the page language', () => {
    const updated = post(1, { updated: '2026-11-26' });
    expect(renderToStaticMarkup(<BlogCard post={updated} locale="en" messages={en} />)).toContain(
      'Updated <time dateTime="2026-11-26">Nov 26, 2026</time>',
    );
    expect(renderToStaticMarkup(<BlogCard post={updated} locale="de" messages={de} />)).toContain(
      'Aktualisiert am <time dateTime="2026-11-26">26. Nov. 2026</time>',
    );
    expect(
      renderToStaticMarkup(<BlogCard post={post(1)} locale="en" messages={en} />),
    ).not.toContain('Updated');
  });

  it('an unknown category is shown as written, in orange', () => {
    const html = renderToStaticMarkup(
      <BlogCard
        post={post(1, { category: 'Case Study', difficulty: undefined })}
        locale="fr"
        messages={getMessages('fr')}
      />,
    );
    expect(html).toMatch(/text-primary[^>]*>Case Study</);
  });
});

describe('post and not-found views', () => {
  const page = (faq?: { question: string; answer: string }[]) =>
    renderToStaticMarkup(
      <BlogPostPage
        post={post(1)}
        faq={faq}
        versions={{ en: '/blog/post-1', de: '/de/blog/post-1' }}
        locale="en"
        messages={en}
      >
        <p>Body</p>
      </BlogPostPage>,
    );

  it('a post with faq lists "Q: question" and the answer', () => {
    const html = page([{ question: 'Is it free?', answer: 'Yes.' }]);
    expect(html).toContain('Frequently Asked Questions');
    expect(html).toContain('Q: Is it free?');
    expect(html).toContain('Yes.');
    expect(html).toContain('Need Help with n8n Automation?');
    expect(html).toContain('href="/talk-to-expert"');
    expect(html).toContain('hrefLang="de-DE"');
  });

  it('a post without faq has no FAQ section', () => {
    expect(page()).not.toContain('Frequently Asked Questions');
  });

  it('not found: spec texts, back to the localized blog', () => {
    const html = renderToStaticMarkup(<BlogNotFound locale="it" messages={getMessages('it')} />);
    expect(html).toContain('Articolo non trovato');
    expect(html).toContain('href="/it/blog"');
    const english = renderToStaticMarkup(<BlogNotFound locale="en" messages={en} />);
    expect(english).toContain('Blog Post Not Found');
    expect(english).toContain('Failed to load blog post: HTTP 404: Not Found');
    expect(english).toContain('Back to Blog');
  });
});
