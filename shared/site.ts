/**
 * The owner file `content/site.yaml`: who runs the site (brand, contact, legal data for
 * the imprint and privacy policy) and the business facts the pages quote (claims, delivery times,
 * consultation, prices). One zod schema with a JSDoc line per field, the loader
 * (`loadSite`, `getSite`) is in `shared/node/site.ts`: it reads the file, so it runs in Node only
 * (Astro's build, scripts run by tsx, tests); this module stays browser-safe.
 *
 * Numbers are stored as numbers; pages format them for their language with `formatFacts`
 * (`src/lib/facts.ts`). Deployment settings (site URL, Cal.com link, keys) stay in the
 * environment (`shared/config.ts`).
 */
import { z } from 'zod';
import { locales, type Locale } from './i18n/locales';
import { formatFieldPath, parseContent } from './content/errors';

/** Where the owner file lives, relative to the project root. */
export const SITE_FILE = 'content/site.yaml';

const line = (max: number) => z.string().trim().min(1).max(max);
/** A text the owner may leave empty ('') when it does not apply to the business. */
const optionalLine = (max: number) => z.string().trim().max(max).default('');
const count = z.number().int().nonnegative();
const email = z.string().trim().pipe(z.email('must be an e-mail address'));
/** A link to another site: https only (a profile, a dispute body's website). */
const httpsUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https$/, error: 'must be a full https:// URL' }));

/** A postal address; `country` is an ISO 3166-1 code so every language can name the country. */
const addressSchema = z
  .object({
    /** Street and house number: `Musterstraße 1`. */
    street: line(120),
    /** Postal code as written locally: `10115`. */
    postalCode: line(16),
    /** City: `Berlin`. */
    city: line(80),
    /** Two-letter ISO 3166-1 country code: `DE`, `BR`, `PT`. */
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE'),
  })
  .strict();

/** An amount of money; formatted with `Intl.NumberFormat` currency style in each language. */
const moneySchema = z
  .object({
    /** The amount in the currency's main unit: `250` for $250. */
    amount: z.number().nonnegative(),
    /** ISO 4217 currency code: `USD`, `EUR`, `BRL`. */
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD'),
  })
  .strict();

/** A range of whole numbers, shown as `1-2` (in the page language's digits). */
const rangeSchema = z
  .object({
    /** The lower bound: `1`. */
    min: count.min(1),
    /** The upper bound, at least `min`: `2`. */
    max: count.min(1),
  })
  .strict()
  .refine((r) => r.max >= r.min, { message: 'max must not be smaller than min', path: ['max'] });

/**
 * A figure about the business's own track record: a number, or
 * `{ value: 20, sample: true }` while the owner has not confirmed it. The launch check lists every
 * figure still marked as a sample (`sampleFacts`); writing the plain number confirms it.
 */
const recordClaim = (figure: z.ZodNumber) =>
  z
    .union([
      figure,
      z
        .object({
          /** The figure: `20`. */
          value: figure,
          /** `true` until the owner confirms the figure is true for the business. */
          sample: z.boolean().default(false),
        })
        .strict(),
    ])
    .transform((claim) => (typeof claim === 'number' ? { value: claim, sample: false } : claim));

/** Who the business is in law (see `legal.form`). */
export const legalForms = ['company', 'sole-trader', 'freelancer'] as const;
export type LegalFormKind = (typeof legalForms)[number];

/** A text in every site language (the owner file's only prose: what the agent offer includes). */
const perLocale = (schema: z.ZodString) =>
  z
    .object(Object.fromEntries(locales.map((l) => [l, schema])) as Record<Locale, z.ZodString>)
    .strict();

/** One line of the agent offer, in every language: `the agent workflow for one job`. */
const offerItem = perLocale(z.string().trim().min(3).max(200));

export const siteSchema = z
  .object({
    /** The business as visitors know it. */
    business: z
      .object({
        /** Brand name in the header, footer, titles and structured data. */
        brandName: line(60),
        /** Year the business started: the first year of the copyright line (spec: 2024). */
        foundedYear: z.number().int().min(1900).max(2100),
        /**
         * The label of the community link (`COMMUNITY_URL`) in every language, when it is not a
         * Discord server: `{ en: Join our Slack, pt: ..., ... }`. Without it the pages say
         * 'Join Discord community' (spec) in their language.
         */
        communityLabel: perLocale(z.string().trim().min(3).max(60)).optional(),
        /**
         * `true` (default): /work links the support document `content/support.pdf` ('Support
         * PDF'), which must then exist and be a PDF. `false`: no link, no document needed.
         */
        supportDocument: z.boolean().default(true),
        /**
         * Who speaks in the pages: `we` (default) for a team ('We build n8n workflows'), `I` for
         * one person ('I build n8n workflows'). The catalogs word each first-person message both
         * ways (`{voice, select, I {...} other {...}}`) and the pages take this one.
         */
        voice: z
          .enum(['we', 'I'], { error: "must be 'we' (a team) or 'I' (one person)" })
          .default('we'),
      })
      .strict(),
    /** How visitors reach the business. */
    contact: z
      .object({
        /** Public e-mail address (footer, imprint, structured data). */
        email,
        /** Public phone number in international format, `+49 30 1234567`; '' for none. */
        phone: optionalLine(40),
        /** Profile URLs (LinkedIn, GitHub, ...) for structured data `sameAs`; may be empty. */
        socialProfiles: z.array(httpsUrl).default([]),
      })
      .strict(),
    /** Legal data for the imprint (§ 5 DDG) and the privacy policy (GDPR, LGPD). */
    legal: z
      .object({
        /**
         * Who the business is in law. `company`: a registered company (GmbH, UG, Lda.,
         * Unipessoal Lda., LTDA); `sole-trader`: one person trading under their own name,
         * possibly with a trading name (Einzelunternehmen, e. K., empresário em nome individual,
         * MEI); `freelancer`: one person in a liberal profession (Freiberufler, trabalhador
         * independente, autônomo). Left out: `sole-trader` when `legalForm` names one
         * (Einzelunternehmen, Freiberufler, sole proprietor, MEI, ...), else `company`.
         */
        form: z.enum(legalForms).optional(),
        /**
         * A company: its registered name without its form, `Flowcraft Automation`. A sole trader
         * or freelancer: your full name as a person, `Markus Huber`.
         */
        entityName: line(120),
        /**
         * A company's legal form, printed after its name: `GmbH`, `UG (haftungsbeschränkt)`,
         * `Lda.`, `Unipessoal, Lda.`, `LTDA`. A person needs none ('' or left out): the imprint
         * never prints "Markus Huber Einzelunternehmer".
         */
        legalForm: optionalLine(60),
        /**
         * The name you trade under when it is not your legal name (`Flowcraft Automation` for
         * Markus Huber); left out: `business.brandName` whenever the legal name does not contain it.
         */
        tradingName: optionalLine(120),
        /**
         * Share capital, shown in the imprint when given: `{ amount: 5000, currency: EUR }`.
         * Portugal asks a sociedade por quotas (Lda., Unipessoal Lda.) for it; Germany only
         * when the site mentions the capital at all.
         */
        shareCapital: moneySchema.optional(),
        /** Address for service (ladungsfähige Anschrift): no P.O. box. */
        address: addressSchema,
        /** VAT identification number, `DE123456789`; '' when the business has none. */
        vatId: optionalLine(20),
        /**
         * Tax or company number the country's law asks a website to show: the NIPC or NIF in
         * Portugal (`509999999`), the CNPJ (or CPF) in Brazil (`12.345.678/0001-90`); '' where
         * the law asks for none (Germany shows the VAT ID instead, never the tax number).
         */
        taxId: optionalLine(30),
        /** Commercial register entry; both '' when the business is not registered. */
        register: z
          .object({
            /** Register court: `Amtsgericht Berlin-Charlottenburg`. */
            court: optionalLine(120),
            /** Register number: `HRB 123456 B`. */
            number: optionalLine(40),
          })
          .strict()
          .prefault({}),
        /**
         * Managing director(s), the people who represent the entity ("represented by"); required
         * in Germany (§ 5 DDG), may be empty elsewhere and for a sole proprietor.
         */
        representedBy: z.array(line(80)).default([]),
        /**
         * Person responsible for the content under § 18(2) MStV: name and address. Germany only;
         * leave it out elsewhere.
         */
        contentResponsible: z
          .object({
            /** Full name of a natural person. */
            name: line(80),
            /** Their address (often the business address). */
            address: addressSchema,
          })
          .strict()
          .optional(),
        /**
         * The consumer dispute-resolution body the business is bound to (Portugal: an entidade de
         * resolução alternativa de litígios, Lei 144/2015 art. 18), with its website; '' for none.
         */
        disputeResolution: z
          .object({
            /** Its name: `Centro de Arbitragem de Conflitos de Consumo de Lisboa`. */
            name: optionalLine(160),
            /** Its website: `https://www.centroarbitragemlisboa.pt`. */
            url: z.union([z.literal(''), httpsUrl]).default(''),
          })
          .strict()
          .prefault({}),
        /** Data-protection contact for GDPR requests; also the LGPD encarregado for Brazil. */
        dataProtection: z
          .object({
            /** Name of the person or the role: `Data protection officer`. */
            name: line(80),
            /** E-mail address for data-protection requests. */
            email,
          })
          .strict(),
        /**
         * `true` when the site addresses visitors in Brazil although the business is elsewhere:
         * the privacy page then adds Brazil's LGPD (legal basis, rights, the encarregado). A
         * business in Brazil (`address.country: BR`) gets it always. Default: false.
         */
        brazilianVisitors: z.boolean().default(false),
      })
      .strict()
      .superRefine((legal, ctx) => {
        if (legal.form === 'company' && !legal.legalForm)
          ctx.addIssue({
            code: 'custom',
            path: ['legalForm'],
            message:
              'a company needs its legal form: GmbH, UG (haftungsbeschränkt), Lda., LTDA, ...',
          });
      }),
    /** Facts the pages quote; texts reference them as `{integrations}`, `{agentPrice}`, ... */
    facts: z
      .object({
        /** Claims in the stat cards and texts. */
        claims: z
          .object({
            /** Uptime TARGET for the n8n instances we run, in percent: `99.9` (a target, not a record). */
            uptimeTargetPercent: z.number().positive().max(100),
            /** Number of n8n integrations, shown as `500+`. */
            integrations: count,
            /** Automations delivered so far, shown as `20+`; a record claim (sample until confirmed). */
            automationsDelivered: recordClaim(count),
            /** Clients served so far, shown as `5+`; a record claim (sample until confirmed). */
            clients: recordClaim(count),
            /**
             * Largest reduction of manual work seen in a process we automated, in percent, shown as
             * "up to 80%"; a record claim (sample until confirmed).
             */
            manualTaskReductionPercent: recordClaim(z.number().positive().max(100)),
          })
          .strict(),
        /** Delivery times. */
        delivery: z
          .object({
            /** A typical workflow project, in weeks: 1-2. */
            standardWeeks: rangeSchema,
            /** A simple workflow, in days: 1-3. */
            simpleDays: rangeSchema,
            /** A complex workflow, in weeks: 1-2. */
            complexWeeks: rangeSchema,
            /** Moving most Zapier or Make accounts to n8n, in weeks: 1-2. */
            migrationWeeks: rangeSchema,
          })
          .strict(),
        /** The free consultation. */
        consultation: z
          .object({
            /** Length of the call in minutes: 30. */
            minutes: count.min(1),
            /** Its price: 0 (free). */
            price: moneySchema,
            /** Typical time to an answer, in hours: 24. */
            responseHours: count.min(1),
            /** Minutes before the call when the meeting link is sent: 15. */
            meetingLinkMinutesBefore: count,
          })
          .strict(),
        /**
         * The AI agent on its own ('Purchase Now - $250 (Only Agent)'): /work, its FAQ,
         * the agent answers of /faq and the terms of purchase all read these facts.
         */
        agent: z
          .object({
            /** `true` until the owner confirms the offer (and its terms): the launch check lists it. */
            sample: z.boolean().default(false),
            /** Price of the agent on its own ('Purchase Now - $250 (Only Agent)'). */
            price: moneySchema,
            /** Working days from payment to delivery of the agent's files (terms of purchase): 2. */
            deliveryDays: count.min(1).default(2),
            /** Weeks from purchase until the agent is live ('Live in 1-2 weeks'): 1-2. */
            liveWeeks: rangeSchema,
            /** Length of the setup call in which we connect the agent with the buyer: 60. */
            setupCallMinutes: count.min(1),
            /** What the price includes, one line each in every language; texts may use facts. */
            includes: z.array(offerItem).min(1).max(8),
            /** What it does not include, one line each in every language. */
            excludes: z.array(offerItem).min(1).max(8),
          })
          .strict(),
        /** Support included with the agent after purchase ('24/7 support after purchase'). */
        support: z
          .object({
            /** Days of support from delivery: 30. */
            days: count.min(1),
            /** A person answers requests within this many hours on working days: 24. */
            responseHours: count.min(1),
            /**
             * How the workflows you run are watched, a phrase in every language that the
             * descriptions quote as {monitoring}: `{ en: 24/7 monitoring, de: 24/7-Monitoring, ... }`.
             * A business that answers alerts on working days only says so here. Left out: '24/7
             * monitoring' in each language.
             */
            monitoring: perLocale(z.string().trim().min(3).max(60)).optional(),
          })
          .strict(),
        /** Days of free fixes and adjustments after a workflow is handed over: 30. */
        freeFixesDays: count,
        /**
         * How your prices stand to VAT, said beside every price in each language: `included`
         * ('$250 incl. VAT'), `excluded` ('$250 plus VAT') or `exempt`, a small business that
         * charges none (Germany: Kleinunternehmer, § 19 UStG; '250 € (no VAT: § 19 UStG)'). Left
         * out: prices carry no VAT words, for a country without VAT; `npm run launch:check` asks
         * for it when the business is in the European Union.
         */
        vat: z.enum(['included', 'excluded', 'exempt']).optional(),
        /** Figures the FAQ uses as examples (not claims about the business). */
        examples: z
          .object({
            /** Monthly price range of a small virtual server (2 vCPU, 4 GB): 10-40 USD. */
            smallServerMonthly: z
              .object({ min: z.number().nonnegative(), max: z.number().nonnegative() })
              .extend(moneySchema.pick({ currency: true }).shape)
              .strict()
              .refine((r) => r.max >= r.min, {
                message: 'max must not be smaller than min',
                path: ['max'],
              }),
            /** The payback example: hours saved a week, at an hourly rate, over working weeks. */
            roi: z
              .object({
                /** Hours a workflow saves one person a week: 5. */
                hoursPerWeek: z.number().positive(),
                /** What an hour of that person's time costs: 40 USD. */
                hourlyRate: moneySchema,
                /** Working weeks in a year: 50. */
                weeksPerYear: count.min(1).max(53),
              })
              .strict(),
            /**
             * The per-task pricing example: a workflow of this many steps running this often is
             * one execution per run in n8n, about one task per action step (steps - 1 to steps) elsewhere.
             */
            perTaskPricing: z
              .object({
                /** Steps of the example workflow: 10. */
                steps: count.min(2),
                /** Runs a month: 1000. */
                runsPerMonth: count.min(1),
              })
              .strict(),
          })
          .strict(),
      })
      .strict(),
    /** How the owner reads the leads of the contact form. */
    leads: z
      .object({
        /**
         * `channels` (default): each lead is sent to LEAD_WEBHOOK_URL and/or by e-mail (SMTP_URL),
         * and `npm run launch:check` refuses to pass until one channel is configured and answers.
         * `commands`: no channel; the owner reads leads on the server with `npm run leads`.
         */
        readWith: z.enum(['channels', 'commands']).default('channels'),
      })
      .strict()
      .default({ readWith: 'channels' }),
    /**
     * The site's languages, among en, pt, de, es, it, fr (English always): `[en, de]`. Pages,
     * the language switcher, hreflang alternates, the sitemap, feeds and share cards exist only
     * for these. Default: all six.
     */
    languages: z
      .array(z.enum(locales))
      .min(1)
      .refine((list) => list.includes('en'), 'must include en (English is the default language)')
      .refine((list) => new Set(list).size === list.length, 'names a language twice')
      .default([...locales]),
  })
  .strict();

/** The validated owner file. */
export type Site = z.output<typeof siteSchema>;

/**
 * Validates the parsed owner file.
 * @throws ContentError `content/site.yaml: <field.path>: <message>`, one line per problem
 */
export function parseSite(data: unknown, label = SITE_FILE): Site {
  return parseContent(label, siteSchema, data);
}

/** The brand the site ships with: the launch check refuses it in content and pages. */
export const SAMPLE_BRAND = 'Flowcraft';

/**
 * The sample values shipped in `content/site.yaml` for the brand, contact and legal fields. A
 * launch check lists every field that still holds one (`sampleFields`); none of them is real.
 */
export const SAMPLE_SITE = {
  business: { brandName: 'Flowcraft Automation' },
  contact: { email: 'hello@flowcraft-automation.com', phone: '+49 30 1234567' },
  legal: {
    entityName: 'Flowcraft Automation Mustermann',
    address: { street: 'Musterstraße 1', postalCode: '12345', city: 'Musterstadt' },
    vatId: 'DE123456789',
    register: { court: 'Amtsgericht Musterstadt', number: 'HRB 12345' },
    representedBy: ['Max Mustermann'],
    contentResponsible: {
      name: 'Max Mustermann',
      address: { street: 'Musterstraße 1', postalCode: '12345', city: 'Musterstadt' },
    },
    dataProtection: { name: 'Erika Musterfrau', email: 'privacy@flowcraft-automation.com' },
  },
} as const;

/**
 * Facts of the owner file still marked `sample: true`, as field paths with their meaning:
 * `['facts.claims.clients', 'facts.agent']`. For the launch check: a claim about the
 * business's own record, or the agent offer, goes live only once the owner has confirmed it.
 */
export function sampleFacts(value: Site): string[] {
  const { claims, agent } = value.facts;
  const record = (['automationsDelivered', 'clients', 'manualTaskReductionPercent'] as const)
    .filter((name) => claims[name].sample)
    .map((name) => `facts.claims.${name}`);
  return agent.sample ? [...record, 'facts.agent'] : record;
}

/**
 * Fields of the owner file that still hold a shipped sample value, as field paths:
 * `['legal.address.street', 'legal.representedBy[0]']`. A field left empty is not a sample:
 * whether the owner's country needs it is `missingLegalFields`' question.
 * For the launch check: nothing listed here may go live.
 */
export function sampleFields(value: Site): string[] {
  const found: string[] = [];
  const visit = (sample: unknown, actual: unknown, at: (string | number)[]) => {
    if (typeof sample === 'string') {
      const text = typeof actual === 'string' ? actual.trim() : '';
      if (text === sample) found.push(formatFieldPath(at));
    } else if (Array.isArray(sample)) {
      const list = Array.isArray(actual) ? actual : [];
      sample.forEach((s, i) => visit(s, list[i], [...at, i]));
    } else if (sample && typeof sample === 'object') {
      for (const [key, s] of Object.entries(sample)) {
        visit(s, (actual as Record<string, unknown> | undefined)?.[key], [...at, key]);
      }
    }
  };
  visit(SAMPLE_SITE, value, []);
  return found;
}
