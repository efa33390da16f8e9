import { formatMessage, type Messages } from '@/i18n/catalog';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { diagramCanvas, layoutWorkflow, orderedSteps } from '@/lib/n8n/layout';
import { renderWorkflowSvg } from '@/lib/n8n/render-svg';
import { diagramPath, workflowFileName, workflowPath } from '@/lib/n8n/urls';
import type { UseCase, UseCaseIcon } from '@/lib/n8n/use-cases';
import type { CaseStudy } from '@/lib/case-studies';
import { caseStudyLinks } from '@/components/case-studies/case-study-data';

/** Everything a use-case card shows, in one language: plain, serialisable props. */
export interface UseCaseView {
  slug: string;
  icon: UseCaseIcon;
  title: string;
  description: string;
  /** Localized link target, when the card has one. */
  href?: string;
  /** Step labels in diagram reading order. */
  steps: string[];
  apps: string[];
  diagram: {
    alt: string;
    wide: { src: string; width: number; height: number };
    tall: { src: string; width: number; height: number };
  };
  download: { href: string; fileName: string };
  /** The case studies built on this use case, linked from its card. */
  caseStudies: { title: string; href: string }[];
}

/** The diagram's text alternative: title plus the numbered steps. */
function diagramAlt(locale: Locale, m: Messages, title: string, steps: string[]): string {
  const list = steps.map((s, i) => `${i + 1}. ${s}`).join('; ');
  return formatMessage(locale, m['useCases.diagramAlt'], { title, steps: list });
}

export function useCaseView(
  uc: UseCase,
  locale: Locale,
  m: Messages,
  caseStudies: readonly CaseStudy[] = [],
): UseCaseView {
  const text = uc.text[locale];
  const steps = orderedSteps(uc.workflow, text.steps);
  const size = (o: 'wide' | 'tall') => {
    const { width, height } = layoutWorkflow(uc.workflow, o, text.steps, diagramCanvas(o));
    return { src: diagramPath(uc.slug, o, locale), width, height };
  };
  return {
    slug: uc.slug,
    icon: uc.icon,
    title: text.title,
    description: text.description,
    href: uc.href ? localizePath(uc.href, locale) : undefined,
    steps,
    apps: uc.apps,
    diagram: {
      alt: diagramAlt(locale, m, text.title, steps),
      wide: size('wide'),
      tall: size('tall'),
    },
    download: { href: workflowPath(uc.slug), fileName: workflowFileName(uc.slug) },
    caseStudies: caseStudyLinks(caseStudies, uc.slug, locale),
  };
}

/** The use cases (the `useCases` collection) as views for one language, with their case studies. */
export function useCaseViews(
  useCases: UseCase[],
  locale: Locale,
  m: Messages,
  caseStudies: readonly CaseStudy[] = [],
): UseCaseView[] {
  return useCases.map((uc) => useCaseView(uc, locale, m, caseStudies));
}

/** The SVG file of one diagram, with translated labels and text alternative. */
export function useCaseSvg(
  uc: UseCase,
  orientation: 'wide' | 'tall',
  locale: Locale,
  m: Messages,
): string {
  const text = uc.text[locale];
  const steps = orderedSteps(uc.workflow, text.steps);
  return renderWorkflowSvg(uc.workflow, {
    orientation,
    labels: text.steps,
    title: formatMessage(locale, m['useCases.diagramTitle'], { title: text.title }),
    description: diagramAlt(locale, m, text.title, steps),
    branchLabels: { true: m['useCases.branchTrue'], false: m['useCases.branchFalse'] },
    lang: localeInfo[locale].tag,
    // Every diagram on one canvas: a node is the same size in every card of a grid.
    canvas: diagramCanvas(orientation),
  });
}

/**
 * The use-cases page's title, description and heading with the number of cards the content
 * folder holds (`{count}`), so adding or removing a use case never leaves a stale figure.
 */
export function withUseCaseCount(m: Messages, locale: Locale, count: number): Messages {
  const keys = ['useCases.metaTitle', 'useCases.metaDescription', 'useCases.heading'] as const;
  return {
    ...m,
    ...Object.fromEntries(keys.map((key) => [key, formatMessage(locale, m[key], { count })])),
  };
}
