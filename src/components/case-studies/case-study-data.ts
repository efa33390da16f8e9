import { formatMessage, type Messages } from '@/i18n/catalog';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import type { CaseStudy } from '@/lib/case-studies';
import { formatCaseDate, formatDuration, formatMeasure } from '@/lib/case-study-format';
import type { UseCase } from '@/lib/n8n/use-cases';
import { workflowFileName, workflowPath } from '@/lib/n8n/urls';
import type { Testimonial } from '@/lib/testimonials';

/** Everything a case-study card or page shows, in one language: plain, serialisable props. */
export interface CaseStudyView {
  slug: string;
  href: string;
  sample: boolean;
  /** BCP-47 tag of the texts when they are not in the page's language (a missing translation). */
  lang?: string;
  title: string;
  description: string;
  client: string;
  industry: string;
  problem: string;
  solution: string;
  /** `12 people`, `9 days`, `May 14, 2026`: formatted for the page's language. */
  teamSize: string;
  timeToLive: string;
  date: string;
  isoDate: string;
  /** Each result beside its baseline, both formatted. */
  results: { label: string; baseline: string; result: string }[];
  useCase: { title: string; href: string; download: { href: string; fileName: string } };
  quote?: Testimonial;
}

/** Path of a case study's page. */
export const caseStudyPath = (slug: string, locale: Locale) =>
  localizePath(`/case-studies/${slug}`, locale);

/**
 * One case study as a view for one language. `useCases` must hold its use case (the loader
 * checked it); `testimonials` are the page language's quotes (any page), searched by id.
 */
export function caseStudyView(
  cs: CaseStudy,
  locale: Locale,
  m: Messages,
  useCases: readonly UseCase[],
  testimonials: readonly Testimonial[] = [],
): CaseStudyView {
  const text = cs.text[locale];
  const useCase = useCases.find((uc) => uc.slug === cs.useCase);
  if (!useCase) throw new Error(`${cs.file}: useCase: no use case "${cs.useCase}"`);
  const quote = cs.testimonial ? testimonials.find((t) => t.id === cs.testimonial) : undefined;
  return {
    slug: cs.slug,
    href: caseStudyPath(cs.slug, locale),
    sample: cs.sample,
    lang: cs.textLocale[locale] === locale ? undefined : localeInfo[cs.textLocale[locale]].tag,
    title: text.title,
    description: text.description,
    client: text.client,
    industry: text.industry,
    problem: text.problem,
    solution: text.solution,
    teamSize: formatMessage(locale, m['caseStudies.teamSizeValue'], { count: cs.teamSize }),
    timeToLive: formatDuration(locale, cs.timeToLive.value, cs.timeToLive.unit),
    date: formatCaseDate(locale, cs.date),
    isoDate: cs.date,
    results: cs.results.map((r, i) => ({
      label: text.results[i]!.label,
      baseline: formatMeasure(locale, r.baseline),
      result: formatMeasure(locale, r.result),
    })),
    useCase: {
      title: useCase.text[locale].title,
      href: `${localizePath('/use-cases', locale)}#${useCase.slug}`,
      download: { href: workflowPath(useCase.slug), fileName: workflowFileName(useCase.slug) },
    },
    ...(quote ? { quote } : {}),
  };
}

/** The case studies of one use case, as links for its card: `[{ title, href }]`. */
export function caseStudyLinks(
  all: readonly CaseStudy[],
  useCase: string,
  locale: Locale,
): { title: string; href: string }[] {
  return all
    .filter((cs) => cs.useCase === useCase)
    .map((cs) => ({ title: cs.text[locale].title, href: caseStudyPath(cs.slug, locale) }));
}
