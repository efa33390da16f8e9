import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternateLinks,
  breadcrumbLd,
  faqPageLd,
  jsonLdScript,
  serviceLd,
  siteBase,
} from '@/lib/seo';
import { readConfig } from '../../shared/config';

const site = 'https://example.com';

describe('seo helpers', () => {
  it('absoluteUrl joins origin and path without a trailing slash', () => {
    expect(absoluteUrl(site, '/de/services')).toBe('https://example.com/de/services');
    expect(absoluteUrl(`${site}/`, '/')).toBe('https://example.com');
  });

  it('siteBase gives Astro.site without its trailing slash and needs it set', () => {
    expect(siteBase(new URL('https://example.com'))).toBe(site);
    expect(siteBase(new URL('https://example.com/sub/'))).toBe('https://example.com/sub');
    expect(() => siteBase(undefined)).toThrow('site is not set in astro.config.ts');
  });

  it('alternates: one per locale plus x-default, in locale order', () => {
    const links = alternateLinks(site, '/faq');
    expect(links.map((l) => l.hreflang)).toEqual([
      'en-US',
      'pt-BR',
      'de-DE',
      'es-ES',
      'it-IT',
      'fr-FR',
      'x-default',
    ]);
    expect(links.find((l) => l.hreflang === 'pt-BR')?.href).toBe('https://example.com/pt/faq');
    expect(links.at(-1)?.href).toBe('https://example.com/faq');
  });

  it('alternates of a page in some locales only point x-default at the first available one', () => {
    const links = alternateLinks(site, '/blog/x', ['de']);
    expect(links).toEqual([
      { hreflang: 'de-DE', href: 'https://example.com/de/blog/x' },
      { hreflang: 'x-default', href: 'https://example.com/de/blog/x' },
    ]);
  });

  it('breadcrumbs number their items and use absolute URLs', () => {
    const ld = breadcrumbLd(site, [
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/services' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(JSON.parse(JSON.stringify(ld)).itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Services',
      item: 'https://example.com/services',
    });
  });

  it('service and FAQ structured data', () => {
    const service = serviceLd(site, {
      name: 'S',
      description: 'D',
      url: '/services/s',
      locale: 'de',
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      url: 'https://example.com/services/s',
      inLanguage: 'de-DE',
    });
    const faq = JSON.parse(JSON.stringify(faqPageLd([{ question: 'Q?', answer: 'A.' }])));
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Q?',
      acceptedAnswer: { '@type': 'Answer', text: 'A.' },
    });
  });

  it('JSON-LD cannot close its script element', () => {
    const out = jsonLdScript(
      faqPageLd([{ question: '</script><script>alert(1)</script>', answer: 'x' }]),
    );
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('config', () => {
  it('has working defaults and trims the site URL', () => {
    expect(readConfig({})).toMatchObject({
      siteUrl: 'http://localhost:4321',
      calNamespace: '30min',
      checkoutUrl: '',
    });
    expect(readConfig({ SITE_URL: 'https://x.io/' }).siteUrl).toBe('https://x.io');
    expect(readConfig({ CAL_LINK: '' }).calLink).toBe('');
  });

  it('takes the video id out of a YouTube link pasted whole, and keeps anything else as written', () => {
    const id = (YOUTUBE_VIDEO_ID: string) => readConfig({ YOUTUBE_VIDEO_ID }).youtubeVideoId;
    for (const link of [
      'dQw4w9WgXcQ',
      ' https://youtu.be/dQw4w9WgXcQ ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc123',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?list=PL1&v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(id(link), link).toBe('dQw4w9WgXcQ');
    expect(readConfig({}).youtubeVideoId).toBe('YOUR_VIDEO_ID');
    expect(id('https://vimeo.com/12345678')).toBe('https://vimeo.com/12345678');
    expect(id('https://youtu.be/short')).toBe('https://youtu.be/short');
  });
});
