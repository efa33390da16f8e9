import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogs, getMessages } from '@/i18n/catalog';
import { locales, type Locale } from '../../shared/i18n/locales';
import { chooseVoice, formatMessage, withVoice, type Voice } from '../../shared/i18n/messages';
import { factPlaceholderProblem, fillFacts, formatFacts, voiceWordings } from '@/lib/facts';
import { loadPageContent, mapPageTexts } from '@/lib/page-content';
import { readFaqFiles } from '@/lib/faq-content';
import { parseFaqFile, type FaqFile } from '@/lib/faq';
import { loadSite } from '../../shared/node/site';

/**
 * First-person-plural words of each language: pronouns and possessives, and in the languages
 * that drop the pronoun the verb endings of 'we' (pt/es '-amos/-emos/-imos', it '-iamo').
 * Words that only look like one ('menos', 'próximos', 'términos') are listed apart.
 */
const WE_WORDS: Record<Locale, RegExp> = {
  en: /\b(?:we|our|ours|us|ourselves|we're|we've|we'll|we'd|let's)\b/giu,
  pt: /(?<!\p{L})(?:nós|nosso|nossa|nossos|nossas|conosco|connosco|\p{L}+-nos|\p{L}+(?:amos|emos|imos))(?!\p{L})/giu,
  de: /(?<!\p{L})(?:wir|uns|unser|unsere|unserem|unseren|unserer|unseres)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|nos|\p{L}*[áéíóú]\p{L}*nos|\p{L}+rnos|\p{L}+(?:amos|emos|imos))(?!\p{L})/giu,
  it: /(?<!\p{L})(?:noi|nostro|nostra|nostri|nostre|ci(?![\s\u00a0]+sta[\s\u00a0]+mettendo)|ce|\p{L}+iamo|\p{L}+emo|\p{L}+rci)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:nous|notre|nos|nôtre|nôtres)(?!\p{L})/giu,
};
const NOT_WE = new Set([
  'menos',
  'términos',
  'próximos',
  'últimos',
  'mínimos',
  'máximos',
  'ramos',
  'estremo',
  'supremo',
  'demo',
  'accorci',
]);

/**
 * Texts that keep 'we' in both voices: the legal texts (privacy notices, imprint lines and the
 * terms' purchase sentence) are pasted into the legal pages of content/legal, which are written
 * as 'we'; one page in one voice.
 */
const keepsWe = (key: string) => key.startsWith('legal.') || key.startsWith('owner.terms.');

const merged = (locale: Locale) => ({ ...catalogs.en, ...catalogs[locale] });

function weWords(locale: Locale, text: string): string[] {
  return [...text.matchAll(WE_WORDS[locale])]
    .map((m) => m[0])
    .filter((w) => !NOT_WE.has(w.toLowerCase()));
}

function hasVoiceSelect(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (el) =>
      (el.type === TYPE.select && el.value === 'voice') ||
      ((el.type === TYPE.select || el.type === TYPE.plural) &&
        Object.values(el.options).some((o) => hasVoiceSelect(o.value))),
  );
}

describe('chooseVoice', () => {
  const message =
    'Hi. {voice, select, I {I build} other {We build}} {count, plural, one {# flow} other {# flows}}';

  it.each<[Voice, string]>([
    ['I', 'Hi. I build {count, plural, one {# flow} other {# flows}}'],
    ['we', 'Hi. We build {count, plural, one {# flow} other {# flows}}'],
  ])('keeps the %s branch and leaves the other placeholders for the formatter', (voice, want) => {
    expect(chooseVoice(message, voice)).toBe(want);
    expect(formatMessage('en', chooseVoice(message, voice), { count: 2 })).toBe(
      `${want.split(' {count')[0]} 2 flows`,
    );
  });

  it('chooses inside a plural branch too, and uses other when a message has no I branch', () => {
    const nested =
      '{count, plural, =0 {None: {voice, select, I {ask me} other {ask us}}} other {#}}';
    expect(chooseVoice(nested, 'I')).toBe('{count, plural, =0 {None: ask me} other {#}}');
    expect(chooseVoice('{voice, select, other {We}} help', 'I')).toBe('We help');
    expect(chooseVoice('No voice here: {count}', 'I')).toBe('No voice here: {count}');
  });
});

describe('the catalogs in both voices', () => {
  it.each(locales)('%s: voice I leaves no first-person-plural word in a visitor text', (locale) => {
    const found = Object.entries(withVoice(merged(locale), 'I'))
      .filter(([key]) => !keepsWe(key))
      .map(([key, text]) => [key, weWords(locale, text)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(', ')}`);
    expect(found).toEqual([]);
  });

  it.each(locales)('%s: every message is valid ICU with its voice chosen', (locale) => {
    for (const voice of ['I', 'we'] as const) {
      for (const [key, text] of Object.entries(withVoice(merged(locale), voice))) {
        expect(hasVoiceSelect(parse(text)), `${locale} ${key}`).toBe(false);
      }
    }
  });

  it.each(locales)('%s: every first-person-plural message has an I wording', (locale) => {
    const voiced = Object.entries(merged(locale))
      .filter(([key, text]) => !keepsWe(key) && weWords(locale, chooseVoice(text, 'we')).length)
      .filter(([, text]) => chooseVoice(text, 'I') === chooseVoice(text, 'we'))
      .map(([key]) => key);
    expect(voiced).toEqual([]);
  });

  it('voice we keeps the texts the spec quotes', () => {
    const we = withVoice(merged('en'), 'we');
    expect(we['home.hero.text']).toBe(
      'We help Marketing Agencies, Startups, and Sales Teams automate workflows, integrate tools, and save hours every week using custom n8n setups.',
    );
    expect(we['home.about.eyebrow']).toBe('About us');
    const de = withVoice(merged('de'), 'we');
    expect(de['services.support.intro']).toMatch(/^Automatisierungen sparen .* Wir überwachen /);
    expect(withVoice(merged('fr'), 'I')['home.hero.text']).toMatch(/^J’aide les agences/);
  });

  it('the pages read the owner file’s voice: the shipped file says we', () => {
    expect(getMessages('en')['home.hero.text']).toMatch(/^We help /);
    expect(getMessages('de')['home.how.step2.title']).toBe('Wir bauen und testen');
  });
});

describe('content texts in both voices', () => {
  const text = 'No lock-in to {voice, select, I {me} other {us}}; the agent costs {agentPrice}.';

  it('fills the wording of the owner’s voice and the facts inside it', () => {
    const facts = formatFacts('en');
    expect(fillFacts(text, { ...facts, voice: 'I' })).toBe(
      'No lock-in to me; the agent costs $250.',
    );
    expect(fillFacts(text, { ...facts, voice: 'we' })).toBe(
      'No lock-in to us; the agent costs $250.',
    );
    expect(
      fillFacts('{voice, select, I {I answer in {responseHours} hours} other {We answer}}', {
        ...facts,
        voice: 'I',
      }),
    ).toBe('I answer in 24 hours');
  });

  it('checks both wordings, and names the syntax of a broken voice', () => {
    expect(factPlaceholderProblem(text)).toBeUndefined();
    expect(factPlaceholderProblem('{voice, select, I {me {agentPrize}} other {us}}')).toMatch(
      /^unknown placeholder \{agentPrize\}/,
    );
    expect(factPlaceholderProblem('Write to {voice, select, I {me}}')).toBe(
      'a voice is written {voice, select, I {I build} other {We build}}, facts allowed inside',
    );
  });

  it.each(locales)('%s: the service-page lists in voice I say no we', (locale) => {
    const facts = { ...formatFacts(locale), voice: 'I' as const };
    const lists = mapPageTexts(loadPageContent()[locale], (t) => fillFacts(t, facts));
    const texts = [lists.services.automation, lists.services.selfHost, lists.services.support]
      .flatMap((s) => [...s.included, ...s.benefits.flatMap((b) => [b.title, b.text])])
      .filter((t) => weWords(locale, t).length > 0);
    expect(texts).toEqual([]);
  });
});

/**
 * FAQ languages whose answers still speak only as 'we' (no I wording yet): the voice-I check
 * skips them until their content/faq/<lang>.json carries the selects. Remove a language from this
 * list when its FAQ is done.
 */
const FAQ_VOICE_PENDING: readonly Locale[] = [];

/**
 * Words of the FAQ that only look like the business's 'we': Portuguese 'nós' there is the plural
 * of 'nó', an n8n node (the pronoun shows anyway in the verb ending '-amos' and in 'nosso');
 * Spanish nouns and adjectives ending like a verb ('externos', 'entornos', 'céntimos') and the set
 * phrase 'digamos' (say, for example); Italian 'ci sono' (there are, stripped before the check);
 * and the worked examples that invite the reader in, 'Tomemos un flujo', 'Prendiamo un workflow'
 * (let us take one: the reader and the writer together, natural in either voice).
 */
const FAQ_NOT_WE = new Set([
  'nós',
  'externos',
  'internos',
  'entornos',
  'turnos',
  'céntimos',
  'digamos',
  'tomemos',
  'prendiamo',
]);
const THERE_ARE = /(?<!\p{L})ci(?=[\s\u00a0]+sono(?!\p{L}))/giu;

/** Product names that only look like a 'we' word: 'Let's Encrypt'. */
const NAMES = /Let['’]s Encrypt/gu;

/**
 * The texts of a FAQ file that speak as the business: topic titles and answers. The questions
 * are the visitor's words ('Can we use it commercially?' means the visitor's company), so they
 * keep their 'we' in both voices and are not checked.
 */
function businessTexts(faq: FaqFile): [string, string][] {
  return [
    ...faq.topics.flatMap((topic) => [
      [`${topic.id}.title`, topic.title] as [string, string],
      ...topic.items.map((item) => [`${item.id}.answer`, item.answer] as [string, string]),
    ]),
    ...(faq.otherPages ?? []).map((item) => [`${item.id}.answer`, item.answer] as [string, string]),
  ];
}

/** Every title, question and answer of a file, with where it is. */
function allTexts(faq: FaqFile): [string, string][] {
  return [
    ...faq.topics.flatMap((topic) => [
      [`${topic.id}.title`, topic.title] as [string, string],
      ...topic.items.flatMap((item) => [
        [`${item.id}.question`, item.question] as [string, string],
        [`${item.id}.answer`, item.answer] as [string, string],
      ]),
    ]),
    ...(faq.otherPages ?? []).flatMap((item) => [
      [`${item.id}.question`, item.question] as [string, string],
      [`${item.id}.answer`, item.answer] as [string, string],
    ]),
  ];
}

describe('the FAQ in both voices', () => {
  const faq = readFaqFiles();

  it.each(locales.filter((l) => !FAQ_VOICE_PENDING.includes(l)))(
    '%s: voice I leaves no first-person-plural word in a title or answer',
    (locale) => {
      const file = faq[locale];
      expect(file, `content/faq/${locale}.json`).toBeDefined();
      // The facts of an owner file that says I: the agent offer's lines quoted in the answers
      // ({agentIncludes}) take their I wording too.
      const site = loadSite();
      const facts = formatFacts(locale, { ...site, business: { ...site.business, voice: 'I' } });
      const found = businessTexts(file!)
        .map(([where, text]) => {
          const read = fillFacts(text, facts).replace(NAMES, '').replace(THERE_ARE, '');
          const words = weWords(locale, read).filter((w) => !FAQ_NOT_WE.has(w.toLowerCase()));
          return [where, words] as const;
        })
        .filter(([, words]) => words.length > 0)
        .map(([where, words]) => `${where}: ${words.join(', ')}`);
      expect(found).toEqual([]);
    },
  );

  it.each(locales)('%s: each voice reads without a select, voice we as written', (locale) => {
    const file = faq[locale];
    if (!file) return;
    const facts = formatFacts(locale);
    for (const [where, text] of allTexts(file)) {
      const [ours, mine] = voiceWordings(text);
      const we = fillFacts(text, { ...facts, voice: 'we' });
      const I = fillFacts(text, { ...facts, voice: 'I' });
      expect(we, `${locale} ${where}`).toBe(fillFacts(ours, facts));
      expect(I, `${locale} ${where}`).toBe(fillFacts(mine, facts));
      expect(`${we} ${I}`, `${locale} ${where}`).not.toMatch(/\{voice\b/);
    }
  });

  it('voice we keeps the English wording, voice I speaks as one person', () => {
    const en = faq.en;
    const title = en.topics.find((t) => t.id === 'working-with-us')!.title;
    expect(fillFacts(title, { voice: 'we' })).toBe('Working with us: support and pricing');
    expect(fillFacts(title, { voice: 'I' })).toBe('Working with me: support and pricing');
    const answer = en.topics[0]!.items.find((i) => i.id === 'n8n-vs-zapier-make')!.answer;
    expect(fillFacts(answer, { voice: 'we' })).toMatch(
      /^Three differences matter most to a business\. .*which is exactly the part we take off your hands\.$/,
    );
    expect(fillFacts(answer, { voice: 'I' })).toMatch(
      /^Three differences matter most to a business\. .*which is exactly the part I take off your hands\.$/,
    );
  });

  it('holds a length limit for each wording, not for both written side by side', () => {
    const answer = 'An answer long enough to pass the forty-character minimum.';
    const file = (title: string) => ({
      topics: [{ id: 't', title, items: [{ id: 'q', question: 'Why is that?', answer }] }],
    });
    const both = `{voice, select, I {${'I'.repeat(60)}} other {${'W'.repeat(60)}}}`;
    expect(() => parseFaqFile('content/faq/en.json', file(both))).not.toThrow();
    const tooLong = `{voice, select, I {${'I'.repeat(61)}} other {We}}`;
    expect(() => parseFaqFile('content/faq/en.json', file(tooLong))).toThrow(
      'content/faq/en.json: topics[0] (t).title: must be at most 60 characters',
    );
  });
});
