import { describe, expect, it } from 'vitest';
import { allowedHref, answerParts } from '../../src/components/agent/answer-text';
import { chatSummary } from '../../src/components/agent/agent-handover';

const SITE = 'https://flowcraft.example';
const BOOKING = 'https://cal.com/flowcraft/30min';

describe("links in the agent's answers", () => {
  it.each([
    ['/services', '/services'],
    ['https://flowcraft.example/de/work#faq', '/de/work#faq'],
    [BOOKING, BOOKING],
    [`${BOOKING}?month=2026-12`, `${BOOKING}?month=2026-12`],
    ['https://example.org/offer', null],
    ['//evil.example/x', null],
    ['https://cal.com/someone-else/30min', null],
    ['javascript:alert(1)', null],
    ['https://flowcraft.example.evil.test/', null],
  ])('%s -> %s', (href, expected) => {
    expect(allowedHref(href, SITE, BOOKING)).toBe(expected);
  });

  it('keeps text in order: site links as links, other addresses as plain text', () => {
    expect(
      answerParts(
        'Book at /talk-to-expert, see [our services](/services) or [this](https://example.org/x). Also https://example.org/y.',
        SITE,
        BOOKING,
      ),
    ).toEqual([
      'Book at ',
      { text: '/talk-to-expert', href: '/talk-to-expert' },
      ', see ',
      { text: 'our services', href: '/services' },
      ' or ',
      'this (https://example.org/x)',
      '. Also ',
      'https://example.org/y',
      '.',
    ]);
  });

  it('leaves "24/7" and fractions alone', () => {
    expect(answerParts('Support 24/7, 1/2 day.', SITE, BOOKING)).toEqual([
      'Support 24/7, 1/2 day.',
    ]);
  });
});

describe('the summary the hand-over fills in', () => {
  it("lists the visitor's last questions and quotes the last answer, shortened", () => {
    const summary = chatSummary('From my chat:', [
      { role: 'visitor', text: 'What does it cost?' },
      { role: 'agent', text: 'It starts at $250.\n\nDelivery in two weeks.' },
      { role: 'visitor', text: 'Can it use HubSpot?' },
      { role: 'agent', text: 'x'.repeat(700) },
    ]);
    const lines = summary.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'From my chat:',
      '- What does it cost?',
      '- Can it use HubSpot?',
    ]);
    expect(lines.at(-1)).toMatch(/^> x{599}…$/);
  });

  it('is empty when the visitor asked nothing yet', () => {
    expect(chatSummary('From my chat:', [])).toBe('');
  });
});
