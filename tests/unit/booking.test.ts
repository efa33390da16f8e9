import { describe, expect, it } from 'vitest';
import { readConfig } from '../../shared/config';
import {
  bookingPath,
  bookingTopicKeys,
  bookingTopics,
  calBookingUrl,
  calEmbedConfig,
  isCalReady,
  purchaseHref,
  requireCalLink,
  thankYouPath,
  topicFromSearch,
} from '../../shared/booking';
import enBooking from '../../src/i18n/messages/en/booking.json';
import { createTranslator } from '../../src/i18n/catalog';
import { formatFacts } from '../../src/lib/facts';

describe('topicFromSearch', () => {
  it.each([
    ['?topic=quote', 'quote'],
    ['?topic=agent', 'agent'],
    ['topic=AGENT', 'agent'],
    ['?utm_source=x&topic=%20quote%20', 'quote'],
    ['?topic=', null],
    ['?topic=refund', null],
    ['?topic=<script>', null],
    ['', null],
  ])('%j -> %s', (search, topic) => {
    expect(topicFromSearch(search)).toBe(topic);
  });
});

describe('paths', () => {
  it.each([
    ['en', undefined, '/talk-to-expert'],
    ['en', 'quote', '/talk-to-expert?topic=quote'],
    ['de', 'agent', '/de/talk-to-expert?topic=agent'],
    ['pt', undefined, '/pt/talk-to-expert'],
  ] as const)('bookingPath(%s, %s) = %s', (locale, topic, path) => {
    expect(bookingPath(locale, topic)).toBe(path);
  });

  it.each([
    ['en', '/thank-you'],
    ['fr', '/fr/thank-you'],
  ] as const)('thankYouPath(%s) = %s', (locale, path) => {
    expect(thankYouPath(locale)).toBe(path);
  });

  it.each([
    ['en', '', '/talk-to-expert?topic=agent'],
    ['it', '  ', '/it/talk-to-expert?topic=agent'],
    ['es', 'https://buy.stripe.com/test_123', 'https://buy.stripe.com/test_123'],
  ] as const)('purchaseHref(%s, %j) = %s', (locale, checkout, href) => {
    expect(purchaseHref(locale, checkout)).toBe(href);
  });
});

describe('requireCalLink', () => {
  it.each([
    ['acme/30min', 'acme/30min'],
    ['  acme/30min/ ', 'acme/30min'],
    ['https://cal.com/acme/30min', 'acme/30min'],
    ['https://app.cal.com/acme/30min/', 'acme/30min'],
    ['team/sales/intro', 'team/sales/intro'],
  ])('%j -> %s', (raw, link) => {
    expect(requireCalLink(raw)).toBe(link);
  });

  it.each([[''], ['   '], [undefined], ['https://cal.com/']])(
    '%j fails with the spec message',
    (raw) => {
      expect(() => requireCalLink(raw)).toThrow(/^calLink is required$/);
    },
  );

  it('rejects a link with a query or spaces', () => {
    expect(() => requireCalLink('acme/30min?x=1')).toThrow('calLink must look like "user/event"');
    expect(() => requireCalLink('acme 30min')).toThrow('calLink must look like "user/event"');
  });

  it('fails for an empty CAL_LINK variable and passes for the default', () => {
    expect(() => requireCalLink(readConfig({ CAL_LINK: '' }).calLink)).toThrow(
      'calLink is required',
    );
    expect(requireCalLink(readConfig({}).calLink)).toBe('n8n-automation/30min');
  });
});

describe('Cal.com helpers', () => {
  it.each([
    [undefined, 'https://cal.com/acme/30min'],
    ['Quote: AI agent', 'https://cal.com/acme/30min?notes=Quote%3A+AI+agent'],
    ['Kostenvoranschlag & Agent', 'https://cal.com/acme/30min?notes=Kostenvoranschlag+%26+Agent'],
  ])('calBookingUrl with note %j', (note, url) => {
    expect(calBookingUrl('acme/30min', note)).toBe(url);
  });

  it.each([
    [undefined, { layout: 'month_view' }],
    ['', { layout: 'month_view' }],
    ['Quote', { layout: 'month_view', notes: 'Quote' }],
  ])('calEmbedConfig(%j)', (note, config) => {
    expect(calEmbedConfig(note)).toEqual(config);
  });

  it.each([
    [undefined, false],
    [{}, false],
    [{ Cal: {} }, false],
    [{ Cal: { version: '' } }, false],
    [{ Cal: { version: 1 } }, false],
    [{ Cal: { version: '1.5.3' } }, true],
  ])('isCalReady(%j) = %s', (win, ready) => {
    expect(isCalReady(win as Parameters<typeof isCalReady>[0])).toBe(ready);
  });
});

describe('topic messages', () => {
  it('every topic has a label and a note in the English catalog', () => {
    const catalog = enBooking as Record<string, string>;
    for (const topic of bookingTopics) {
      expect(catalog[bookingTopicKeys[topic].label], topic).toBeTruthy();
      expect(catalog[bookingTopicKeys[topic].note], topic).toBeTruthy();
    }
  });
});

describe('the agent price and the spec strings', () => {
  it.each([
    ['en', '$250'],
    ['de', '250 $'],
    ['pt', 'US$ 250'],
  ] as const)('%s -> %s', (locale, text) => {
    expect(formatFacts(locale).agentPrice.replace(/\s/g, ' ')).toBe(text);
  });

  it('renders the exact English button and heading of the spec', () => {
    const t = createTranslator('en');
    expect(t('work.cta.purchase', { price: formatFacts('en').agentPrice })).toBe(
      'Purchase Now - $250 (Only Agent)',
    );
    expect(t('work.cta.heading')).toBe('Ready to Get Started?');
    expect(t('work.cta.quote')).toBe('Get a Quote');
    expect(t('work.footerNote')).toBe('Support PDF (no content)');
    expect(t('faq.heading')).toBe('Frequently Asked Questions');
  });
});
