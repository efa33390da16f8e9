// The spec's browser function 'translate' (`/api/translate` with a cache per language and text).
// The pages no longer translate at runtime (every article ships translated), so no
// page calls it today; it stays the documented client of the API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTranslateClient, translate } from '../../src/components/translate/translate-client';
import { fakeTranslate } from './translate-fake-providers';

type Handler = (body: {
  text: string;
  targetLanguage: string;
}) => { status: number; json: unknown } | Promise<{ status: number; json: unknown }>;

function mockFetch(handler: Handler) {
  const calls: { text: string; targetLanguage: string }[] = [];
  const fn = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { text: string; targetLanguage: string };
    calls.push(body);
    const answer = await handler(body);
    return new Response(JSON.stringify(answer.json), { status: answer.status });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

const ok = (body: { text: string; targetLanguage: string }) => ({
  status: 200,
  json: { translatedText: fakeTranslate(body.text, body.targetLanguage, /</.test(body.text)) },
});

beforeEach(() => {
  resetTranslateClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('translate client', () => {
  it.each([
    ['English', 'Hello', 'en'],
    ['empty', '', 'de'],
    ['whitespace', '  ', 'fr'],
  ] as const)('skips %s without a request', async (_n, text, locale) => {
    const { fn } = mockFetch(ok);
    expect(await translate(text, locale)).toBe(text);
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends {text, targetLanguage} and caches per language and text', async () => {
    const { calls } = mockFetch(ok);
    expect(await translate('Hello', 'de')).toBe('[de] Hello');
    expect(await translate('Hello', 'de')).toBe('[de] Hello');
    expect(await translate('Hello', 'fr')).toBe('[fr] Hello');
    expect(calls).toEqual([
      { text: 'Hello', targetLanguage: 'de' },
      { text: 'Hello', targetLanguage: 'fr' },
    ]);
  });

  it('shares concurrent requests for the same text', async () => {
    // The answer is held until all three asked: each finds the first one's request in flight.
    let answer = () => {};
    const asked = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = mockFetch(async (b) => {
      await asked;
      return ok(b);
    });
    const pending = [translate('Same', 'it'), translate('Same', 'it'), translate('Same', 'it')];
    answer();
    const results = await Promise.all(pending);
    expect(results).toEqual(['[it] Same', '[it] Same', '[it] Same']);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a 503', { status: 503, json: { error: 'No translation available' } }],
    ['an empty translation', { status: 200, json: { translatedText: '' } }],
    ['a missing field', { status: 200, json: {} }],
    ['a 429', { status: 429, json: { error: 'Too many requests' } }],
  ])('rejects on %s and does not cache it', async (_n, answer) => {
    const { calls } = mockFetch(() => answer);
    await expect(translate('Fails', 'de')).rejects.toThrow();
    await expect(translate('Fails', 'de')).rejects.toThrow(/recently/);
    expect(calls).toHaveLength(1);
  });
});
