import path from 'node:path';
import { z } from 'zod';
import { defineCollection } from 'astro:content';
import { blogFrontMatterSchema } from './lib/blog/front-matter';
import { blogLoader } from './lib/blog/loader';
import { checkedGlob, useCaseLoader } from './lib/content/loaders';
import { faqFileSchema, faqPagesSchema } from './lib/faq';
import { readFaqFiles, readFaqPages } from './lib/faq-content';
import type { UseCase } from './lib/n8n/use-cases';
import { loadPageContent, pageContentSchema } from './lib/page-content';
import { loadTestimonials, testimonialSchema } from './lib/testimonials';

/**
 * Everything the owner edits, as Astro content collections (issue 10 §1). Each loader validates
 * its folder with the site's pure loader first, so a broken file stops the build with
 * `<file>: <field path>: <message>`; pages read entries through `src/lib/content/collections.ts`.
 */

/** Blog articles: `content/blog/*.md` (English) and `content/blog/<lang>/*.md` (issue 5). */
const blog = defineCollection({ loader: blogLoader(), schema: blogFrontMatterSchema });

/** Every FAQ question but the articles' own: `content/faq/<lang>.json`, id = language. */
const faq = defineCollection({
  loader: checkedGlob('faq-loader', { base: 'content/faq', pattern: '*.json' }, readFaqFiles),
  schema: faqFileSchema,
});

/** Which questions the home page, /work and the service pages show: `content/faq/pages.yaml`, id = `pages`. */
const faqPages = defineCollection({
  loader: checkedGlob(
    'faq-pages-loader',
    { base: 'content/faq', pattern: 'pages.yaml' },
    readFaqPages,
  ),
  schema: faqPagesSchema,
});

/** Client quotes: `content/testimonials/<slug>.yaml`, id = slug. */
const testimonials = defineCollection({
  loader: checkedGlob(
    'testimonial-loader',
    { base: 'content/testimonials', pattern: '*.yaml' },
    (root) => loadTestimonials(path.join(root, 'content', 'testimonials'), root),
  ),
  schema: testimonialSchema,
});

/** The service pages' lists: `content/pages/<lang>.yaml`, id = language. */
const pages = defineCollection({
  loader: checkedGlob('page-loader', { base: 'content/pages', pattern: '*.yaml' }, loadPageContent),
  schema: pageContentSchema,
});

/** The use cases: `content/use-cases/<slug>/card.yaml` + `workflow.json`, id = slug. */
const useCases = defineCollection({ loader: useCaseLoader(), schema: z.custom<UseCase>() });

export const collections = { blog, faq, faqPages, testimonials, pages, useCases };
