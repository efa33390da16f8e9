import type { APIRoute } from 'astro';
import { feedResponse } from '@/components/blog/feed';
import { localeFromParam, localeStaticPaths } from '@/i18n/static-paths';

/** `/{lang}/rss.xml`: the feed of one language's articles, linked from that language's blog pages. */
export function getStaticPaths() {
  return localeStaticPaths().filter(({ params }) => params.lang !== undefined);
}

export const GET: APIRoute = ({ params, site }) => feedResponse(localeFromParam(params.lang), site);
