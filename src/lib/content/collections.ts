/**
 * What pages read from the content collections (`src/content.config.ts`), in one language:
 * the build's only way to the owner's files, so `npm run dev` and the build see the same data.
 */
import { getCollection, getEntry } from 'astro:content';
import { defaultLocale, type Locale } from '../../../shared/i18n/locales';
import { fillFacts, formatFacts } from '../facts';
import {
  FAQ_PAGES_ID,
  faqItemsById,
  mapFaqTexts,
  type FaqFile,
  type FaqItem,
  type FaqPages,
} from '../faq';
import { compareCaseStudies, type CaseStudy } from '../case-studies';
import { compareUseCases, type UseCase } from '../n8n/use-cases';
import { mapPageTexts, type PageContent } from '../page-content';
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

let caseStudiesOnce: Promise<CaseStudy[]> | undefined;

/**
 * Every case study, by `order` then slug; none when the folder is empty or missing. Every page's
 * footer asks, so a build reads the collection once (Astro warns at each read of an empty one);
 * `npm run dev` reads it each time, to show an edited file.
 */
export function getCaseStudies(): Promise<CaseStudy[]> {
  const read = async () =>
    (await getCollection('caseStudies')).map((entry) => entry.data).sort(compareCaseStudies);
  if (!import.meta.env.PROD) return read();
  caseStudiesOnce ??= read();
  return caseStudiesOnce;
}

/** Every testimonial of any page in one language, for a case study's quote (found by id). */
export async function getAllTestimonials(locale: Locale): Promise<Testimonial[]> {
  const all = (await getCollection('testimonials')).map((entry) => ({
    ...entry.data,
    id: entry.id,
  }));
  return [
    ...localizeTestimonials(all, locale, 'home'),
    ...localizeTestimonials(all, locale, 'work'),
  ];
}

/** Fills the owner file's facts (`{agentPrice}`, ...) into a content text, for one language. */
const factFiller = (locale: Locale) => {
  const facts = formatFacts(locale);
  return (text: string) => fillFacts(text, facts);
};

/**
 * The /faq pairs for a page language and the language they are in, facts filled in: a locale
 * without a file yet gets the English pairs, marked so the page can set `lang="en"` on them.
 */
export async function getFaq(locale: Locale): Promise<{ faq: FaqFile; contentLocale: Locale }> {
  const own = await getEntry('faq', locale);
  if (own) return { faq: mapFaqTexts(own.data as FaqFile, factFiller(locale)), contentLocale: locale };
  const english = await getEntry('faq', defaultLocale);
  if (!english) throw new Error(`content/faq/${defaultLocale}.json: (file): file is missing`);
  return {
    faq: mapFaqTexts(english.data as FaqFile, factFiller(defaultLocale)),
    contentLocale: defaultLocale,
  };
}

/**
 * The questions one page other than /faq shows (`content/faq/pages.yaml`), in the page's
 * language (English while a translation is missing), facts filled in.
 * @example await getPageFaq('de', (pages) => pages.services.support)
 */
export async function getPageFaq(
  locale: Locale,
  pick: (pages: FaqPages) => readonly string[],
): Promise<FaqItem[]> {
  const pages = await getEntry('faq', FAQ_PAGES_ID);
  if (!pages) throw new Error('content/faq/pages.yaml: (file): file is missing');
  const { faq } = await getFaq(locale);
  return faqItemsById(faq, pick(pages.data as FaqPages));
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

/** One language's page lists (`content/pages/<lang>.yaml`), facts filled in. */
export async function getPageContent(locale: Locale): Promise<PageContent> {
  const entry = await getEntry('pages', locale);
  if (!entry) throw new Error(`content/pages/${locale}.yaml: (file): file is missing`);
  return mapPageTexts(entry.data, factFiller(locale));
}
