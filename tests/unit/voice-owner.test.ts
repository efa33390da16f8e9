/**
 * The voice comes from the owner file alone: with `business.voice: I` the messages every page
 * reads (`getMessages`) and the facts every content text is filled with (`formatFacts`) speak
 * as one person, and no page passes the voice itself.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/node/site', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/node/site')>();
  const site = actual.loadSite();
  const owner = { ...site, business: { ...site.business, voice: 'I' as const } };
  return { ...actual, getSite: () => owner };
});

const { getMessages, formatMessage } = await import('@/i18n/catalog');
const { fillFacts, formatFacts } = await import('@/lib/facts');

describe('an owner file with business.voice: I', () => {
  it('gives every page its messages in the first person singular', () => {
    expect(getMessages('en')['home.hero.text']).toMatch(/^I help Marketing Agencies/);
    expect(getMessages('de')['home.how.step2.title']).toBe('Ich baue und teste');
    expect(getMessages('pt')['footer.contact']).toBe('Fale comigo');
    expect(getMessages('fr')['thankYou.request.heading']).toBe(
      'Merci, j’ai bien reçu votre demande\u00a0!',
    );
    expect(formatMessage('es', getMessages('es')['leads.form.intro'], { hours: 24 })).toBe(
      'Cuénteme qué quiere automatizar. Respondo en un plazo de 24 horas.',
    );
  });

  it('fills content texts with the I wording', () => {
    expect(fillFacts('No lock-in to {voice, select, I {me} other {us}}.', formatFacts('en'))).toBe(
      'No lock-in to me.',
    );
  });
});
