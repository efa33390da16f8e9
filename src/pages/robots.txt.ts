import type { APIRoute } from 'astro';
import { config } from '@/lib/config';

/** robots.txt naming the sitemap (issue 2 §4). */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /test-blog/',
      '',
      `Sitemap: ${config.siteUrl}/sitemap-index.xml`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
