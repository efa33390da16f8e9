import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { locales, type Locale } from '../../shared/i18n/locales';
import { collectProblems, ContentError, parseContent } from '../../shared/content/errors';
import { fileLabel, readDataFile } from '../../shared/node/files';

/**
 * Client testimonials: `content/testimonials/<slug>.yaml`, one file per
 * client (name, role, company, text, rating 5), with the role and text in every site language.
 */
const perLocale = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(locales.map((l) => [l, schema])) as Record<Locale, T>);

export const testimonialSchema = z
  .object({
    /** The page that shows it: `home` (default) or `work` (the AI-agent offer). */
    page: z.enum(['home', 'work']).default('home'),
    /** Position on the page, lowest first. */
    order: z.number().int().min(0),
    /** Person's name as they agreed to be quoted. */
    name: z.string().trim().min(2).max(60),
    company: z.string().trim().min(2).max(60),
    /** Star rating, 1-5 (the site shows 5-star quotes). */
    rating: z.number().int().min(1).max(5),
    /** Job title, per language. */
    role: perLocale(z.string().trim().min(2).max(60)),
    /** The quote, per language. */
    text: perLocale(z.string().trim().min(40).max(420)),
    /**
     * `true` for an invented example shipped with the site: `npm run launch:check` lists it and
     * the production build refuses it. Remove the line once the quote is a real client's.
     */
    sample: z.boolean().optional(),
  })
  .strict();

export type TestimonialFile = z.infer<typeof testimonialSchema>;

/** One testimonial in one language: plain props for a component. */
export interface Testimonial {
  id: string;
  name: string;
  company: string;
  role: string;
  text: string;
  rating: number;
}

export interface LoadedTestimonial extends TestimonialFile {
  id: string;
  file: string;
}

/** Display order of the testimonials: `order`, then file name. */
export const compareTestimonials = (
  a: Pick<LoadedTestimonial, 'order' | 'id'>,
  b: Pick<LoadedTestimonial, 'order' | 'id'>,
) => a.order - b.order || a.id.localeCompare(b.id);

/** Default folder of the testimonial files. */
export const defaultTestimonialsDir = path.resolve(process.cwd(), 'content/testimonials');

/**
 * Reads and validates every `*.yaml` testimonial, sorted by `order`. Throws naming the file and
 * the fields at fault, so a broken file stops the build. A missing folder is an empty list: git
 * keeps no empty folder, so an owner who deletes every sample quote has none in a fresh clone,
 * and the pages then show no testimonials section.
 */
export function loadTestimonials(
  dir = defaultTestimonialsDir,
  root = process.cwd(),
): LoadedTestimonial[] {
  if (!existsSync(dir)) return [];
  const { values, problems } = collectProblems(
    readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => () => {
        const file = path.join(dir, f);
        const label = fileLabel(file, root);
        const data = parseContent(label, testimonialSchema, readDataFile(file, root));
        return { ...data, id: f.replace(/\.ya?ml$/, ''), file: label };
      }),
  );
  if (problems.length) throw new ContentError(problems);
  return values.sort(compareTestimonials);
}

/** The testimonials of one page (`home` or `work`) in one language. */
export function localizeTestimonials(
  list: (TestimonialFile & { id: string })[],
  locale: Locale,
  page: TestimonialFile['page'] = 'home',
): Testimonial[] {
  return list
    .filter((t) => t.page === page)
    .map((t) => ({
      id: t.id,
      name: t.name,
      company: t.company,
      role: t.role[locale],
      text: t.text[locale],
      rating: t.rating,
    }));
}
