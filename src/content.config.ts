import { z } from 'zod';
import { defineCollection } from 'astro:content';
import type { BlogFrontMatter } from './lib/blog/front-matter';
import { blogLoader } from './lib/blog/loader';
import type { CaseStudy } from './lib/case-studies';
import {
  caseStudyLoader,
  faqLoader,
  pageLoader,
  testimonialLoader,
  useCaseLoader,
} from './lib/content/loaders';
import type { FaqFile, FaqPages } from './lib/faq';
import type { UseCase } from './lib/n8n/use-cases';
import type { PageContent } from './lib/page-content';
import type { TestimonialFile } from './lib/testimonials';

/**
 * Everything the owner edits, as Astro content collections. Each loader reads and
 * validates its folder once, with the site's own reader (the one `content:check` and the scripts
 * call), so a broken file stops the build with `<file>: <field path>: <message>`; the schemas
 * below only type the entries (no second read, no second check). Pages read entries
 * through `src/lib/content/collections.ts`.
 */

/** Blog articles: `content/blog/*.md` (English) and `content/blog/<lang>/*.md`. */
const blog = defineCollection({ loader: blogLoader(), schema: z.custom<BlogFrontMatter>() });

/**
 * Every FAQ question but the articles' own, `content/faq/<lang>.json` (id = language), and which
 * of them the home page, /work and the service pages show, `content/faq/pages.yaml` (id = `pages`).
 */
const faq = defineCollection({ loader: faqLoader(), schema: z.custom<FaqFile | FaqPages>() });

/** Client quotes: `content/testimonials/<slug>.yaml`, id = slug. */
const testimonials = defineCollection({
  loader: testimonialLoader(),
  schema: z.custom<TestimonialFile>(),
});

/** The service pages' lists: `content/pages/<lang>.yaml`, id = language. */
const pages = defineCollection({ loader: pageLoader(), schema: z.custom<PageContent>() });

/** The use cases: `content/use-cases/<slug>/card.yaml` + `workflow.json`, id = slug. */
const useCases = defineCollection({ loader: useCaseLoader(), schema: z.custom<UseCase>() });

/**
 * Case studies: `content/case-studies/<slug>.yaml` (English, with the figures) and
 * `content/case-studies/<lang>/<slug>.yaml` (the texts in that language), id = slug. Every field
 * is described in `src/lib/case-studies.ts`; an empty or missing folder is no case study.
 */
const caseStudies = defineCollection({
  loader: caseStudyLoader(),
  schema: z.custom<CaseStudy>(),
});

export const collections = { blog, faq, testimonials, pages, useCases, caseStudies };
