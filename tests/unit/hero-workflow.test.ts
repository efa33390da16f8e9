import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/catalog';
import { heroWorkflowSvg } from '@/components/home/hero-workflow';
import { loadUseCases } from '@/lib/n8n/use-cases';

describe('home hero workflow', () => {
  it('draws the lead-routing use case with a flowing path on every connection', () => {
    const svg = heroWorkflowSvg(loadUseCases(), 'de', getMessages('de'));
    const connections = svg.match(/marker-end="url\(#hero-arrow\)"/g) ?? [];
    expect(connections.length).toBeGreaterThan(3);
    expect(svg.match(/class="hero-flow"/g)).toHaveLength(connections.length);
    expect(svg).toContain('lang="de-DE"');
    // Ids are prefixed: nothing refers to an id the page might also use.
    expect(svg).not.toMatch(/ id="(?!hero-)/);
    expect(svg).not.toMatch(/url\(#(?!hero-)/);
    expect(svg).toMatch(/aria-labelledby="hero-t hero-d"/);
  });

  it('falls back to another use case, and draws nothing when there is none', () => {
    const m = getMessages('en');
    const others = loadUseCases().filter((uc) => uc.slug !== 'lead-routing');
    expect(heroWorkflowSvg(others, 'en', m)).toMatch(/class="hero-flow"/);
    expect(heroWorkflowSvg([], 'en', m)).toBe('');
  });
});
