import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n/locales';
import { faqPageLd } from '../../src/lib/seo';
import { ContentError } from '../../shared/content/errors';
import {
  allFaqItems,
  answerParagraphs,
  countFaqItems,
  faqCountLabel,
  faqItemsById,
  faqParityProblems,
  loadFaqFiles,
  parseFaqFile,
  parseFaqPages,
  type FaqFile,
} from '../../src/lib/faq';

const item = (id: string, question = `Question ${id}?`) => ({
  id,
  question,
  answer: `A specific, correct answer for ${id} that is long enough to pass.`,
});
const file = (topics: Record<string, string[]>): FaqFile => ({
  topics: Object.entries(topics).map(([id, items]) => ({
    id,
    title: `Topic ${id}`,
    items: items.map((i) => item(i)),
  })),
});
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
};

describe('parseFaqFile', () => {
  const valid = file({ crm: ['lead-routing', 'duplicates'], ads: ['spend'] });

  it('accepts a valid file', () => {
    expect(parseFaqFile('content/faq/en.json', valid)).toEqual(valid);
  });

  const broken: [string, (f: FaqFile) => unknown, string][] = [
    [
      'missing answer',
      (f) => delete (f.topics[0]!.items[1] as Partial<ReturnType<typeof item>>).answer,
      'topics[0] (crm).items[1] (duplicates).answer: Required',
    ],
    [
      'question without ?',
      (f) => (f.topics[1]!.items[0]!.question = 'Tell me about spend'),
      'topics[1] (ads).items[0] (spend).question: must end with "?"',
    ],
    [
      'html in answer',
      (f) =>
        (f.topics[0]!.items[0]!.answer = 'See <a href="x">this link</a> for the full details.'),
      'topics[0] (crm).items[0] (lead-routing).answer: must be plain text',
    ],
    [
      'short answer',
      (f) => (f.topics[0]!.items[0]!.answer = 'Yes.'),
      'answer: must be at least 40 characters',
    ],
    [
      'bad id',
      (f) => (f.topics[0]!.id = 'CRM Topic'),
      'topics[0] (CRM Topic).id: must be kebab-case',
    ],
    [
      'duplicate question id',
      (f) => (f.topics[1]!.items[0]!.id = 'lead-routing'),
      'topics[1] (ads).items[0] (lead-routing).id: id "lead-routing" is already used by id at topics[0] (crm).items[0] (lead-routing)',
    ],
    [
      'empty topic',
      (f) => (f.topics[1]!.items = []),
      'topics[1] (ads).items: needs at least one question',
    ],
    [
      'unknown field',
      (f) => ((f.topics[0] as unknown as Record<string, string>).slug = 'x'),
      'topics[0] (crm): unknown field(s) "slug"',
    ],
    ['no topics', (f) => (f.topics = []), 'content/faq/de.json: topics: needs at least one topic'],
  ];
  it.each(broken)('names file and field: %s', (_name, mutate, expected) => {
    const data = clone(valid);
    mutate(data);
    const message = errorOf(() => parseFaqFile('content/faq/de.json', data));
    expect(message).toContain('content/faq/de.json: ');
    expect(message).toContain(expected);
  });

  it('rejects a non-object', () => {
    expect(errorOf(() => parseFaqFile('content/faq/it.json', []))).toMatch(
      /^content\/faq\/it\.json: \(root\): /,
    );
  });
});

describe('faqParityProblems', () => {
  const en = file({ crm: ['a', 'b'], ads: ['c'] });
  const cases: [string, FaqFile, string[]][] = [
    ['identical ids', file({ crm: ['a', 'b'], ads: ['c'] }), []],
    [
      'missing topic',
      file({ crm: ['a', 'b'] }),
      ['de.json: topic "ads" is missing (it exists in en.json)'],
    ],
    [
      'extra question',
      file({ crm: ['a', 'b', 'x'], ads: ['c'] }),
      ['de.json: topic "crm": question "x" does not exist in en.json'],
    ],
    [
      'missing question',
      file({ crm: ['a'], ads: ['c'] }),
      ['de.json: topic "crm": question "b" is missing (it exists in en.json)'],
    ],
    [
      'topic order',
      file({ ads: ['c'], crm: ['a', 'b'] }),
      ['de.json: topics must be in the same order as in en.json: crm, ads'],
    ],
    [
      'question order',
      file({ crm: ['b', 'a'], ads: ['c'] }),
      ['de.json: topic "crm": questions must be in the same order as in en.json: a, b'],
    ],
  ];
  it.each(cases)('%s', (_name, target, expected) => {
    expect(faqParityProblems(en, target, 'de.json', 'en.json')).toEqual(expected);
  });
});

describe('loadFaqFiles', () => {
  const en = file({ crm: ['a'] });
  it('keys files by locale and checks translations against English', () => {
    const loaded = loadFaqFiles({ '/content/faq/en.json': en, '/content/faq/fr.json': clone(en) });
    expect(Object.keys(loaded).sort()).toEqual(['en', 'fr']);
  });
  it.each([
    [
      'unknown locale',
      { '/content/faq/en.json': en, '/content/faq/nl.json': en },
      'content/faq/nl.json: "nl" is not a site locale',
    ],
    [
      'no English',
      { '/content/faq/de.json': en },
      'content/faq/en.json: the English FAQ file is required',
    ],
    [
      'mismatched translation',
      { '/content/faq/en.json': en, '/content/faq/pt.json': file({ crm: ['z'] }) },
      'content/faq/pt.json: topic "crm": question "a" is missing',
    ],
    [
      'invalid translation',
      { '/content/faq/en.json': en, '/content/faq/es.json': { topics: 'x' } },
      'content/faq/es.json: topics: ',
    ],
  ])('fails on %s', (_name, files, expected) => {
    expect(errorOf(() => loadFaqFiles(files))).toContain(expected);
  });
});

describe('faqCountLabel', () => {
  it.each([
    [0, '0'],
    [19, '19'],
    [20, '20+'],
    [95, '90+'],
    [99, '90+'],
    [100, '100+'],
    [113, '100+'],
    [149, '100+'],
    [150, '150+'],
  ])('%i pairs -> %s', (count, label) => {
    expect(faqCountLabel(count)).toBe(label);
  });
});

describe('helpers', () => {
  it('splits answers into paragraphs on blank lines only', () => {
    expect(answerParagraphs('One.\nStill one.\n\n  Two.  \n \nThree.')).toEqual([
      'One.\nStill one.',
      'Two.',
      'Three.',
    ]);
  });
  it('builds FAQPage structured data with every pair in order', () => {
    const faq = file({ crm: ['a', 'b'], ads: ['c'] });
    const ld = faqPageLd(allFaqItems(faq));
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toEqual(
      ['a', 'b', 'c'].map((id) => ({
        '@type': 'Question',
        name: `Question ${id}?`,
        acceptedAnswer: { '@type': 'Answer', text: item(id).answer },
      })),
    );
  });
});

describe('content/faq files', () => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(`content/faq/${locale}.json`, 'utf8')) as unknown;
  const en = parseFaqFile('content/faq/en.json', read('en'));

  it('English has at least 100 pairs over the topics the issue names', () => {
    expect(countFaqItems(en)).toBeGreaterThanOrEqual(100);
    expect(faqCountLabel(countFaqItems(en))).toBe('100+');
    const topics = en.topics.map((t) => t.id);
    for (const needed of [
      'integrations',
      'costs',
      'hosting',
      'security',
      'no-code',
      'crm',
      'ads-marketing',
      'reporting',
      'webhooks',
      'error-handling',
      'ai-agents',
      'scaling',
      'migration',
      'working-with-us',
    ]) {
      expect(topics).toContain(needed);
    }
  });

  it('English questions are unique', () => {
    const questions = allFaqItems(en).map((i) => i.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  for (const locale of locales.filter((l) => l !== 'en')) {
    const path = `content/faq/${locale}.json`;
    // Translations are written after English; until a file exists only its own checks are skipped.
    it.skipIf(!existsSync(path))(
      `${locale} is valid, has the English ids and is translated`,
      () => {
        const faq = parseFaqFile(path, read(locale));
        expect(faqParityProblems(en, faq, path, 'content/faq/en.json')).toEqual([]);
        const same = allFaqItems(faq).filter(
          (item, i) => item.answer === allFaqItems(en)[i]!.answer,
        );
        expect(same.map((i) => i.id)).toEqual([]);
      },
    );
  }
});

describe('readFaqFiles (the check the faq collection runs first)', async () => {
  const { readFaqFiles } = await import('../../src/lib/faq-content');
  it('reads every language file of content/faq', () => {
    const faqs = readFaqFiles();
    for (const locale of locales) {
      expect(Boolean(faqs[locale])).toBe(existsSync(`content/faq/${locale}.json`));
    }
  });
  it('names the file and field of a broken file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'faq-'));
    mkdirSync(path.join(root, 'content', 'faq'), { recursive: true });
    writeFileSync(path.join(root, 'content', 'faq', 'en.json'), '{ "topics": [');
    expect(() => readFaqFiles(root)).toThrow(/^content\/faq\/en\.json: \(file\): not valid JSON/);
    writeFileSync(path.join(root, 'content', 'faq', 'en.json'), '{ "topics": [] }');
    expect(() => readFaqFiles(root)).toThrow(
      'content/faq/en.json: topics: needs at least one topic',
    );
  });
});

describe('the questions other pages show (content/faq/pages.yaml)', async () => {
  const { readFaqFiles, readFaqPages } = await import('../../src/lib/faq-content');
  const pages = readFaqPages();
  const faqs = readFaqFiles();
  const withOthers: FaqFile = {
    ...file({ crm: ['lead-routing'] }),
    otherPages: [item('home-only')],
  };
  const list = { home: ['home-only'], work: ['lead-routing'] };
  const services = {
    automation: ['lead-routing'],
    selfHost: ['home-only'],
    support: ['lead-routing'],
  };

  it("/work shows the spec's five topics, and every page finds its questions in every language", () => {
    expect(pages.work).toHaveLength(5);
    const lists = [pages.home, pages.work, ...Object.values(pages.services)];
    for (const locale of locales) {
      for (const ids of lists) {
        expect(faqItemsById(faqs[locale]!, ids).map((i) => i.id)).toEqual(ids);
      }
    }
  });

  it('picks questions from /faq topics and otherPages alike, in the listed order', () => {
    expect(faqItemsById(withOthers, ['home-only', 'lead-routing']).map((i) => i.id)).toEqual([
      'home-only',
      'lead-routing',
    ]);
  });

  it('names the file and field of an unknown id', () => {
    expect(
      errorOf(() =>
        parseFaqPages(
          'content/faq/pages.yaml',
          { ...list, services: { ...services, support: ['lead-routing', 'nope'] } },
          withOthers,
        ),
      ),
    ).toContain(
      'content/faq/pages.yaml: services.support[1]: question "nope" does not exist in content/faq/en.json',
    );
  });

  it('a missing list, or a missing pages.yaml, shows no FAQ on that page (never an error)', () => {
    expect(parseFaqPages('content/faq/pages.yaml', { ...list }, withOthers).services).toEqual({
      automation: [],
      selfHost: [],
      support: [],
    });
    const root = mkdtempSync(path.join(tmpdir(), 'faq-pages-'));
    cpSync('content/faq', path.join(root, 'content/faq'), { recursive: true });
    rmSync(path.join(root, 'content/faq/pages.yaml'));
    expect(readFaqPages(root)).toEqual({
      home: [],
      work: [],
      services: { automation: [], selfHost: [], support: [] },
    });
  });

  it('otherPages ids are unique in the file and the same in every translation', () => {
    const twice: FaqFile = { ...clone(withOthers), otherPages: [item('lead-routing')] };
    expect(errorOf(() => parseFaqFile('content/faq/en.json', twice))).toContain(
      'content/faq/en.json: otherPages[0] (lead-routing).id: id "lead-routing" is already used by id at topics[0] (crm).items[0] (lead-routing)',
    );
    const other: FaqFile = { ...clone(withOthers), otherPages: [item('other')] };
    expect(
      faqParityProblems(withOthers, other, 'content/faq/it.json', 'content/faq/en.json'),
    ).toContain(
      'content/faq/it.json: otherPages: question "home-only" is missing (it exists in content/faq/en.json)',
    );
  });
});
