/**
 * The lists the owner edits on the service pages: what each service page lists
 * (included items, benefits), one file per language:
 * `content/pages/<lang>.yaml`. Adding an item is one edit there, no TypeScript. Every language
 * must have as many items as English, so the pages stay parallel. Texts may use the owner
 * file's facts as ICU placeholders (`{simpleDays}`), filled in by the components.
 * Errors use the one content format:
 * `content/pages/de.yaml: services.automation.benefits[1].text: Required`. The questions the
 * pages show are FAQ content: `content/faq` (`faq.ts`).
 */
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '../../shared/i18n/locales';
import { ContentError, collectProblems, parseContent } from '../../shared/content/errors';
import { fileLabel, readDataFile } from '../../shared/node/files';
import { factPlaceholderProblem, voiceWordings } from './facts';

/**
 * A text that may quote the owner file's facts as `{placeholders}` (`{simpleDays}`): their syntax
 * and names are checked here, not on the page.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(3)
    .superRefine((value, ctx) => {
      const problem = factPlaceholderProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      // The limit holds for the wording of either voice (`{voice, select, I {...} other {...}}`).
      if (voiceWordings(value).some((wording) => wording.length > max))
        ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
    });

const service = z
  .object({
    /** "What's included": one line each. */
    included: z.array(text(220)).min(1).max(12),
    /** The benefits, each a short title and a sentence or two. */
    benefits: z
      .array(z.object({ title: text(80), text: text(400) }).strict())
      .min(1)
      .max(6),
  })
  .strict();

export const pageContentSchema = z
  .object({
    /** The three service pages, by service key (`src/lib/services.ts`). */
    services: z.object({ automation: service, selfHost: service, support: service }).strict(),
    /**
     * The live agent's chat on /work (shown only when the owner switched it on): the first
     * questions it suggests, as a visitor would type them.
     */
    agent: z.object({ questions: z.array(text(140)).min(1).max(4) }).strict(),
  })
  .strict();

export type PageContent = z.infer<typeof pageContentSchema>;

/** The lists with every text passed through `fill` (the page fills in the facts). */
export function mapPageTexts(content: PageContent, fill: (text: string) => string): PageContent {
  const service = (s: PageContent['services']['automation']) => ({
    included: s.included.map(fill),
    benefits: s.benefits.map((b) => ({ title: fill(b.title), text: fill(b.text) })),
  });
  return {
    services: {
      automation: service(content.services.automation),
      selfHost: service(content.services.selfHost),
      support: service(content.services.support),
    },
    agent: { questions: content.agent.questions.map(fill) },
  };
}

/** Folder of the files (a test may point it elsewhere). */
export const pageContentDir = (root = process.cwd()) => path.join(root, 'content', 'pages');

function readFile(locale: Locale, root: string): PageContent {
  const file = path.join(pageContentDir(root), `${locale}.yaml`);
  return parseContent(fileLabel(file, root), pageContentSchema, readDataFile(file, root));
}

/** Lists that differ in length from English, as problems naming the file and the field. */
function lengthProblems(locale: Locale, content: PageContent, english: PageContent): string[] {
  const file = `content/pages/${locale}.yaml`;
  const lists: [string, unknown[], unknown[]][] = [
    ...(['automation', 'selfHost', 'support'] as const).flatMap(
      (key) =>
        [
          [
            `services.${key}.included`,
            content.services[key].included,
            english.services[key].included,
          ],
          [
            `services.${key}.benefits`,
            content.services[key].benefits,
            english.services[key].benefits,
          ],
        ] as [string, unknown[], unknown[]][],
    ),
  ];
  return lists
    .filter(([, mine, theirs]) => mine.length !== theirs.length)
    .map(
      ([field, mine, theirs]) =>
        `${file}: ${field}: has ${mine.length} items, content/pages/en.yaml has ${theirs.length}`,
    );
}

/**
 * Reads and checks all six files; throws one ContentError listing every problem of every file.
 */
export function loadPageContent(root = process.cwd()): Record<Locale, PageContent> {
  const { values, problems } = collectProblems(
    locales.map((locale) => () => [locale, readFile(locale, root)] as const),
  );
  if (problems.length) throw new ContentError(problems);
  const all = Object.fromEntries(values) as Record<Locale, PageContent>;
  const english = all[defaultLocale];
  const mismatches = locales.flatMap((l) =>
    l === defaultLocale ? [] : lengthProblems(l, all[l], english),
  );
  if (mismatches.length) throw new ContentError(mismatches);
  return all;
}
