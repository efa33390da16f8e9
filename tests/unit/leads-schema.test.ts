import { describe, expect, it } from 'vitest';
import { emptyAttribution } from '../../shared/leads/attribution';
import { locales } from '../../shared/i18n/locales';
import { leadMessage, renderLeadErrorPage } from '../../server/leads/error-page';
import {
  fieldErrorCodes,
  HONEYPOT_FIELD,
  leadFields,
  leadTopics,
  parseLeadInput,
  requestErrorCodes,
  type FieldError,
} from '../../shared/leads/schema';

import { bookingTopics } from '../../shared/booking';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  message: 'Sync our invoices from Stripe into Google Sheets every night.',
  consent: true,
  fillTimeMs: 8000,
};
const parse = (body: unknown) => parseLeadInput(body, { minFillMs: 3000 });
const errorsOf = (body: unknown): FieldError[] => {
  const result = parse(body);
  return result.kind === 'invalid' ? result.errors : [];
};

describe('parseLeadInput: valid leads', () => {
  it('accepts the required fields and fills defaults', () => {
    const result = parse(valid);
    expect(result).toEqual({
      kind: 'lead',
      idempotencyKey: null,
      bot: null,
      lead: {
        ...{ name: 'Ana Souza', email: 'ana@example.com', message: valid.message },
        company: null,
        tools: null,
        timeline: null,
        topic: 'general',
        locale: 'en',
        estimate: null,
        source: 'form',
        attribution: emptyAttribution,
      },
    });
  });

  it('keeps the savings calculator’s estimate as one plain line, and refuses a tampered one', () => {
    const sent = parse({ ...valid, estimate: 'lead-routing,40,week,6,90,40,USD,50' });
    expect(sent.kind === 'lead' && sent.lead.estimate).toBe(
      'lead-routing: 40 runs per week × 6 min, 90% automated, 40 USD/h → 15 h and 600 USD saved per month',
    );
    for (const estimate of ['lead-routing,-40,week,6,90,40,USD,50', 'x'.repeat(500), ['a']]) {
      const refused = parse({ ...valid, estimate });
      expect(refused.kind).toBe('invalid');
      expect(refused.kind === 'invalid' && refused.errors[0]!.field).toBe('estimate');
    }
  });

  it("marks a request from the live agent's chat as source agent; refuses other sources", () => {
    const lead = parse({ ...valid, source: 'agent' });
    expect(lead.kind === 'lead' && lead.lead.source).toBe('agent');
    expect(errorsOf({ ...valid, source: 'partner' })).toEqual([
      { field: 'source', code: 'invalid_choice' },
    ]);
  });

  it('trims, keeps optional fields and lower-cases the idempotency key', () => {
    const result = parse({
      ...valid,
      name: '  Ana  ',
      company: ' Acme ',
      tools: 'HubSpot, Slack',
      timeline: 'this-month',
      topic: 'quote',
      locale: 'pt',
      idempotencyKey: '0B7C5C2E-8F1A-4C2B-9D3E-1A2B3C4D5E6F',
    });
    expect(result.kind).toBe('lead');
    if (result.kind !== 'lead') return;
    expect(result.lead).toMatchObject({
      name: 'Ana',
      company: 'Acme',
      tools: 'HubSpot, Slack',
      timeline: 'this-month',
      topic: 'quote',
      locale: 'pt',
    });
    expect(result.idempotencyKey).toBe('0b7c5c2e-8f1a-4c2b-9d3e-1a2b3c4d5e6f');
  });

  it.each(['on', 'true', '1', 'yes', 'ON'])(
    'form consent value %s counts as consent',
    (consent) => {
      expect(parse({ ...valid, consent }).kind).toBe('lead');
    },
  );

  it('treats empty optional form fields as absent', () => {
    const result = parse({ ...valid, company: '', tools: '   ', timeline: '', topic: '' });
    expect(result.kind === 'lead' && result.lead).toMatchObject({
      company: null,
      tools: null,
      timeline: null,
      topic: 'general',
    });
  });

  it('keeps line breaks in the message', () => {
    const result = parse({ ...valid, message: 'Line one\r\nLine two\ttabbed' });
    expect(result.kind === 'lead' && result.lead.message).toBe('Line one\r\nLine two\ttabbed');
  });

  it('ignores a malformed idempotency key instead of failing the visitor', () => {
    const result = parse({ ...valid, idempotencyKey: 'not-a-uuid' });
    expect(result.kind === 'lead' && result.idempotencyKey).toBeNull();
  });

  it('offers every booking topic plus general', () => {
    expect(leadTopics).toEqual([...bookingTopics, 'general']);
  });
});

describe('parseLeadInput: per-field error codes', () => {
  it.each<[string, Record<string, unknown>, FieldError[]]>([
    ['missing name', { name: undefined }, [{ field: 'name', code: 'required' }]],
    ['blank name', { name: '   ' }, [{ field: 'name', code: 'required' }]],
    ['long name', { name: 'x'.repeat(121) }, [{ field: 'name', code: 'too_long', max: 120 }]],
    [
      'name with a line break',
      { name: 'Ana\nBcc: x' },
      [{ field: 'name', code: 'invalid_characters' }],
    ],
    ['name as an array', { name: ['a', 'b'] }, [{ field: 'name', code: 'invalid_type' }]],
    ['bad e-mail', { email: 'ana@' }, [{ field: 'email', code: 'invalid_email' }]],
    [
      'e-mail with spaces',
      { email: 'ana @example.com' },
      [{ field: 'email', code: 'invalid_email' }],
    ],
    [
      'long e-mail',
      { email: `${'a'.repeat(250)}@example.com` },
      [{ field: 'email', code: 'too_long', max: 254 }],
    ],
    ['missing e-mail', { email: undefined }, [{ field: 'email', code: 'required' }]],
    ['short message', { message: 'Help me' }, [{ field: 'message', code: 'too_short', min: 10 }]],
    [
      'long message',
      { message: 'x'.repeat(5001) },
      [{ field: 'message', code: 'too_long', max: 5000 }],
    ],
    [
      'message with NUL',
      { message: 'Hello there\u0000' },
      [{ field: 'message', code: 'invalid_characters' }],
    ],
    [
      'long company',
      { company: 'x'.repeat(121) },
      [{ field: 'company', code: 'too_long', max: 120 }],
    ],
    ['long tools', { tools: 'x'.repeat(501) }, [{ field: 'tools', code: 'too_long', max: 500 }]],
    ['unknown timeline', { timeline: 'tomorrow' }, [{ field: 'timeline', code: 'invalid_choice' }]],
    ['unknown topic', { topic: 'purchase' }, [{ field: 'topic', code: 'invalid_choice' }]],
    ['unknown locale', { locale: 'nl' }, [{ field: 'locale', code: 'invalid_choice' }]],
    ['numeric topic', { topic: 3 }, [{ field: 'topic', code: 'invalid_type' }]],
    ['no consent', { consent: undefined }, [{ field: 'consent', code: 'consent_required' }]],
    ['consent false', { consent: false }, [{ field: 'consent', code: 'consent_required' }]],
    ['consent "off"', { consent: 'off' }, [{ field: 'consent', code: 'consent_required' }]],
  ])('%s', (_label, change, expected) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(expected);
  });

  it('reports every invalid field once, in form order', () => {
    const errors = errorsOf({ email: 'x', message: 'short', consent: 'no', locale: 'de' });
    expect(errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'name:required',
      'email:invalid_email',
      'message:too_short',
      'consent:consent_required',
    ]);
    const result = parse({ email: 'x', locale: 'de', topic: 'quote' });
    expect(result.kind === 'invalid' && [result.locale, result.topic]).toEqual(['de', 'quote']);
  });

  it.each([null, 'text', 42, ['a']])(
    'a body that is not an object (%j) fails on the required fields',
    (body) => {
      expect(errorsOf(body).map((e) => e.field)).toEqual(['name', 'email', 'message', 'consent']);
    },
  );

  it('only uses the documented codes', () => {
    for (const error of errorsOf({ name: 1, email: {}, message: [], consent: 2, locale: 5 })) {
      expect(fieldErrorCodes).toContain(error.code);
      expect(leadFields).toContain(error.field);
    }
  });
});

describe('parseLeadInput: bots are told apart, not dropped', () => {
  const botOf = (body: unknown) => {
    const result = parse(body);
    return result.kind === 'lead' ? result.bot : result.kind;
  };

  it('a filled honeypot marks a valid lead as a bot; invalid fields still get their errors', () => {
    expect(botOf({ ...valid, [HONEYPOT_FIELD]: 'http://spam.example' })).toBe('honeypot');
    expect(parse({ [HONEYPOT_FIELD]: 'x', locale: 'fr' })).toMatchObject({
      kind: 'invalid',
      locale: 'fr',
    });
  });

  it('the honeypot has a name no browser or password manager fills; `website` is just ignored', () => {
    expect(HONEYPOT_FIELD).not.toMatch(/web|site|url|home|name|mail|phone|company|address/i);
    expect(botOf({ ...valid, website: 'https://acme.example' })).toBeNull();
    expect(botOf({ ...valid, [HONEYPOT_FIELD]: '' })).toBeNull();
  });

  it.each([
    [0, 'too_fast'],
    [2999, 'too_fast'],
    ['1500', 'too_fast'],
    [3000, null],
    [45_000, null],
    [undefined, 'no_fill_time'],
    ['', 'no_fill_time'],
    ['not a number', 'no_fill_time'],
    [-5, 'no_fill_time'],
  ])('filled in %s ms -> %s', (fillTimeMs, bot) => {
    expect(botOf({ ...valid, fillTimeMs })).toBe(bot);
  });
});

describe('one-line fields refuse Unicode line breaks and bidi controls', () => {
  const controls = [
    '\u0085',
    '\u2028',
    '\u2029',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];
  const cases = controls.flatMap((c) => [
    ['name', `Ana${c}Lead id: 123`],
    ['company', `Acme${c}E-mail: boss@example.com`],
    ['email', `ana${c}@example.com`],
  ]);

  it.each(cases)('%s with U+%s', (field, value) => {
    const code = `U+${value
      .codePointAt([...value].findIndex((ch) => controls.includes(ch)))!
      .toString(16)
      .toUpperCase()}`;
    expect(errorsOf({ ...valid, [field]: value }), code).toEqual([
      { field, code: 'invalid_characters' },
    ]);
  });

  it.each(['\u0080', '\u009b', '\u009f', '\u202e', '\u2066'])(
    'C1 controls and bidi overrides are refused in every text field (U+%s)',
    (c) => {
      for (const field of ['name', 'company', 'message', 'tools']) {
        const value = `Sync invoices ${c}[2J from Stripe every night`;
        expect(errorsOf({ ...valid, [field]: value }), `${field} ${c.codePointAt(0)}`).toEqual([
          { field, code: 'invalid_characters' },
        ]);
      }
    },
  );

  it('U+2028 and U+2029 in the message and tools become plain line breaks', () => {
    const result = parse({
      ...valid,
      message: 'First line\u2028second line\u2029third line',
      tools: 'Stripe\u2028Sheets',
    });
    expect(result.kind === 'lead' && [result.lead.message, result.lead.tools]).toEqual([
      'First line\nsecond line\nthird line',
      'Stripe\nSheets',
    ]);
  });

  it('the message keeps its line breaks and right-to-left text stays allowed in names', () => {
    expect(errorsOf({ ...valid, message: 'First line\nsecond line\u2028third' })).toEqual([]);
    expect(errorsOf({ ...valid, name: 'مريم العلي' })).toEqual([]);
  });
});

describe('error messages for the codes', () => {
  it('every locale has a message for every field, field code and request code', () => {
    for (const locale of locales) {
      for (const field of leadFields)
        expect(leadMessage(locale, `leads.field.${field}`)).toBeTruthy();
      for (const code of [...fieldErrorCodes, ...requestErrorCodes]) {
        expect(leadMessage(locale, `leads.error.${code}`, { min: 10, max: 120 })).not.toMatch(
          /[{}]/,
        );
      }
    }
  });

  it('renders the no-JavaScript error page in the visitor language, escaped, linking the form', () => {
    const html = renderLeadErrorPage({
      locale: 'de',
      code: 'invalid_fields',
      topic: 'quote',
      errors: [
        { field: 'message', code: 'too_short', min: 10 },
        { field: 'email', code: 'invalid_email' },
      ],
    });
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Bitte schreiben Sie mindestens 10 Zeichen.');
    expect(html).toContain('href="/de/talk-to-expert?topic=quote#lead-form"');
    const fr = renderLeadErrorPage({ locale: 'fr', code: 'store_unavailable' });
    expect(fr).toContain('n’a pas pu être enregistrée');
    expect(fr).toContain('href="/fr/talk-to-expert#lead-form"');
  });
});
