/**
 * Every field of a lead, named once. The form's check (`leadSchema` in schema.ts), the database
 * row (one column per field, named in snake_case: `utmSource` is `utm_source`), the webhook
 * payload, the owner's e-mail notice, `npm run leads -- show` and the CSV export are all derived
 * from these two lists, in this order.
 *
 * Adding a field: an entry here (a content field with its zod check; an attribution field in the
 * `Attribution` interface and here), and a migration in `server/leads/store.ts` that adds its
 * column (a unit test fails while a field has no column).
 */
import { z } from 'zod';
import { defaultLocale, locales } from '../i18n/locales';
import { bookingTopics } from '../booking';
import type { Attribution } from './attribution';
import { describeEstimate, ESTIMATE_MAX_LENGTH, parseEstimate } from '../savings';

/** Timeline choices of the form, in display order. */
export const leadTimelines = ['asap', 'this-month', 'next-quarter', 'exploring'] as const;

/** Topics: the booking page's `?topic=` values (`quote`, `agent`) plus `general` (none given). */
export const leadTopics = [...bookingTopics, 'general'] as const;
export type LeadTopic = (typeof leadTopics)[number];

/** Where a request was sent from: the page's request form, or the live agent's chat (hand-over). */
export const leadSources = ['form', 'agent'] as const;

/** Field lengths in UTF-16 units, the unit of the browser's `maxlength`/`minlength`. */
export const leadLimits = {
  name: { max: 120 },
  email: { max: 254 },
  company: { max: 120 },
  message: { min: 10, max: 5000 },
  tools: { max: 500 },
} as const;

// Zod messages ARE the error codes (`fieldErrorCodes` in schema.ts): each issue maps to
// `{ field, code }` without a lookup table. Control characters are exactly what these two
// patterns are about: C0 and C1 controls (a terminal acts on C1 ones such as U+009B when
// `leads list` prints them) and the bidi embeddings, overrides and isolates (U+202A-202E,
// U+2066-2069), which reorder the text around them in the owner's notice, table or terminal.
// One-line fields also refuse Unicode line breaks (U+2028, U+2029); in the multi-line fields they
// become plain line breaks (`unicodeLineBreaks`).
/* eslint-disable no-control-regex */
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MULTI_LINE_CONTROL =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** U+2028 and U+2029 (line and paragraph separator) in a multi-line text, as `\n`. */
const unicodeLineBreaks = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\u2028\u2029]/g, '\n') : value;

/** '' and whitespace-only become undefined, so optional fields may be left empty. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = (max: number, control: RegExp, min = 1) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .trim()
    .min(min, min > 1 ? 'too_short' : 'required')
    .max(max, 'too_long')
    .refine((v) => !control.test(v), 'invalid_characters');

/** An optional field: blank, missing or null (as a stored lead sends it back) is absent. */
const optional = <T extends z.ZodType>(schema: T, before = (value: unknown) => value) =>
  z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(before(value))),
    schema.optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (typeof issue.input === 'string' ? 'invalid_choice' : 'invalid_type'),
  });

/** How the owner reads a field: its label, and whether it is a long text shown on its own. */
interface OwnerView {
  /** In the e-mail notice (`Label: value`), `leads show` (lower case) and nowhere else. */
  label: string;
  /** A text of several lines: after the one-line fields, under its label. */
  long?: true;
}

/**
 * What the visitor wrote or chose, in form order: the check each value passes and how the owner
 * reads it. A lead's content: its fingerprint (a repeat without an idempotency key) covers these.
 */
export const leadContentFields = {
  name: { schema: text(leadLimits.name.max, SINGLE_LINE_CONTROL), label: 'Name' },
  email: {
    schema: text(leadLimits.email.max, SINGLE_LINE_CONTROL).pipe(z.email('invalid_email')),
    label: 'E-mail',
  },
  company: {
    schema: optional(text(leadLimits.company.max, SINGLE_LINE_CONTROL)),
    label: 'Company',
  },
  message: {
    schema: z.preprocess(
      unicodeLineBreaks,
      text(leadLimits.message.max, MULTI_LINE_CONTROL, leadLimits.message.min),
    ),
    label: 'What they want to automate',
    long: true,
  },
  tools: {
    schema: optional(text(leadLimits.tools.max, MULTI_LINE_CONTROL), unicodeLineBreaks),
    label: 'Tools',
  },
  timeline: { schema: optional(choice(leadTimelines)), label: 'Timeline' },
  topic: {
    schema: z.preprocess(blankToUndefined, choice(leadTopics).default('general')),
    label: 'Topic',
  },
  locale: {
    schema: z.preprocess(blankToUndefined, choice(locales).default(defaultLocale)),
    label: 'Language',
  },
  // The savings calculator's estimate, when the visitor came from it ("Talk about these numbers"):
  // sent as the calculator writes it, checked against its limits, stored as one plain line.
  estimate: {
    schema: optional(
      text(ESTIMATE_MAX_LENGTH, SINGLE_LINE_CONTROL).transform((value, ctx) => {
        const estimate = parseEstimate(value);
        if (estimate) return describeEstimate(estimate);
        ctx.addIssue({ code: 'custom', message: 'invalid_choice' });
        return z.NEVER;
      }),
    ),
    label: 'Savings estimate',
  },
  source: {
    schema: z.preprocess(blankToUndefined, choice(leadSources).default('form')),
    label: 'Source',
  },
} satisfies Record<string, OwnerView & { schema: z.ZodType }>;

export type LeadContentKey = keyof typeof leadContentFields;
export const leadContentKeys = Object.keys(leadContentFields) as LeadContentKey[];

/** An optional value is stored and sent as null, never left out. */
type Stored<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/** A lead's content as checked, stored and sent: `{ name, email, company, ... }`. */
export type LeadContent = {
  [K in LeadContentKey]: Stored<z.output<(typeof leadContentFields)[K]['schema']>>;
};

/**
 * Where the lead came from (the form's hidden fields, see attribution.ts), and how the owner reads
 * it. Only the values that are known are shown.
 */
export const leadAttributionFields = {
  landingPage: { label: 'Landing page' },
  sourcePage: { label: 'Sent from' },
  referrerHost: { label: 'Referrer' },
  utmSource: { label: 'Campaign source' },
  utmMedium: { label: 'Campaign medium' },
  utmCampaign: { label: 'Campaign' },
  utmContent: { label: 'Campaign content' },
  utmTerm: { label: 'Campaign term' },
} satisfies Record<keyof Attribution, OwnerView>;

export const leadAttributionKeys = Object.keys(leadAttributionFields) as (keyof Attribution)[];

/**
 * The database column of a field: its name in snake_case.
 * @example leadColumn('utmSource') // 'utm_source'
 */
export function leadColumn(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Every column of the lead's fields, content first, then attribution. */
export const leadFieldColumns = [...leadContentKeys, ...leadAttributionKeys].map(leadColumn);

/** One line of what the owner reads about a lead: label, value (null: not given), long text. */
export interface LeadLine {
  key: string;
  label: string;
  value: string | null;
  long: boolean;
}

/**
 * A lead's fields as the owner reads them, in definition order: every content field (null when
 * left empty), then the attribution values that are known. Each owner view (e-mail notice,
 * `leads show`) formats these lines; none names a field itself.
 */
export function leadLines(lead: LeadContent & { attribution?: Attribution }): LeadLine[] {
  const content = leadContentKeys.map((key) => {
    const spec: OwnerView = leadContentFields[key];
    return { key, label: spec.label, value: lead[key], long: spec.long === true };
  });
  const attribution = leadAttributionKeys
    .map((key) => ({
      key,
      label: leadAttributionFields[key].label,
      value: lead.attribution?.[key] ?? null,
      long: false,
    }))
    .filter((line) => line.value !== null);
  return [...content, ...attribution];
}

/** CSV header and cells of a lead's fields: one column per field, content then attribution. */
export function leadCsvCells(lead: LeadContent & { attribution?: Attribution }): (string | null)[] {
  return [
    ...leadContentKeys.map((key) => lead[key]),
    ...leadAttributionKeys.map((key) => lead.attribution?.[key] ?? null),
  ];
}
