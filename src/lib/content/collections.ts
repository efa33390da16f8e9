/**
 * What pages read from the content collections (`src/content.config.ts`), in one language:
 * the build's only way to the owner's files, so `npm run dev` and the build see the same data.
 */
import { getCollection, getEntry } from 'astro:content';
import { defaultLocale, type Locale } from '../../i18n/locales';
import type { FaqFile } from '../faq';
import { compareUseCases, type UseCase } from '../n8n/use-cases';
import type { PageContent } from '../page-content';
import {
  compareTestimonials,
  localizeTestimonials,
  type Testimonial,
  type TestimonialFile,
} from '../testimonials';

/** Every use case, by `order` then slug. */
export async function getUseCases(): Promise<UseCase[]> {
  return (await getCollection('useCases'))
    .map((entry) => entry.data)
    .sort(compareUseCases);
}

/**
 * The /faq pairs for a page language and the language they are in: a locale without a file yet
 * gets the English pairs, marked so the page can set `lang="en"` on them.
 */
export async function getFaq(locale: Locale): Promise<{ faq: FaqFile; contentLocale: Locale }> {
  const own = await getEntry('faq', locale);
  if (own) return { faq: own.data, contentLocale: locale };
  const english = await getEntry('faq', defaultLocale);
  if (!english) throw new Error(`content/faq/${defaultLocale}.json: (file): file is missing`);
  return { faq: english.data, contentLocale: defaultLocale };
}

/** The testimonials of one page in one language, by `order`. */
export async function getTestimonials(
  locale: Locale,
  page: TestimonialFile['page'] = 'home',
): Promise<Testimonial[]> {
  const all = (await getCollection('testimonials'))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort(compareTestimonials);
  return localizeTestimonials(all, locale, page);
}

/** One language's page lists (`content/pages/<lang>.yaml`). */
export async function getPageContent(locale: Locale): Promise<PageContent> {
  const entry = await getEntry('pages', locale);
  if (!entry) throw new Error(`content/pages/${locale}.yaml: (file): file is missing`);
  return entry.data;
}
