import type { APIRoute } from 'astro';
import { siteBase } from '@/lib/seo';

/** robots.txt naming the sitemap. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /test-blog/',
      '',
      `Sitemap: ${siteBase(site)}/sitemap-index.xml`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
