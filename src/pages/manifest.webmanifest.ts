import type { APIRoute } from 'astro';
import { getMessages } from '@/i18n/catalog';
import { fillMessageFacts, formatFacts } from '@/lib/facts';
import { MANIFEST_ICONS } from '@/lib/seo';
import { getSite } from '../../shared/node/site';

/** The web app manifest: name, colours and the icons the build draws. */
export const GET: APIRoute = () => {
  const brand = getSite().business.brandName;
  return new Response(
    JSON.stringify({
      name: brand,
      short_name: brand.split(' ')[0],
      description: fillMessageFacts(getMessages('en'), formatFacts('en'))['site.description'],
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#fafaf9',
      theme_color: '#c2410c',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ...MANIFEST_ICONS.map((size) => ({
          src: `/icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
        })),
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' } },
  );
};
