import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/catalog';
import { breadcrumbTrail, localizedRoute } from '@/lib/route';

const site = new URL('https://example.com');

describe('breadcrumbTrail', () => {
  it('starts at Home and gives the same trail as links and as BreadcrumbList data', () => {
    const m = getMessages('de');
    const { breadcrumbs, ld } = breadcrumbTrail(site, 'de', m, [
      [m['nav.blog'], '/blog'],
      ['Webhooks', '/blog/n8n-webhooks-guide'],
    ]);
    expect(breadcrumbs.map((b) => b.href)).toEqual([
      '/de',
      '/de/blog',
      '/de/blog/n8n-webhooks-guide',
    ]);
    expect(breadcrumbs[0]!.name).toBe(m['breadcrumb.home']);
    const items = (ld as unknown as { itemListElement: { position: number; name: string }[] })
      .itemListElement;
    expect(items.map((i) => [i.position, i.name])).toEqual(
      breadcrumbs.map((b, i) => [i + 1, b.name]),
    );
  });
});

describe('localizedRoute', () => {
  it('adds Organization and the trail, and no breadcrumbs without a trail', () => {
    const route = localizedRoute(
      { params: { lang: 'fr' }, site },
      { trail: (m) => [[m['nav.services'], '/services']] },
    );
    expect(route.locale).toBe('fr');
    expect(route.breadcrumbs.map((b) => b.href)).toEqual(['/fr', '/fr/services']);
    const types = route.jsonLd.map((d) => (d as { '@type': unknown })['@type']);
    expect(types).toEqual([['Organization', 'ProfessionalService'], 'BreadcrumbList']);
    expect(localizedRoute({ params: {}, site }, { organization: false })).toMatchObject({
      locale: 'en',
      breadcrumbs: [],
      jsonLd: [],
    });
  });
});
