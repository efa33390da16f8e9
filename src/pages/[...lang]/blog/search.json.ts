import type { APIRoute } from 'astro';
import { articlesFor, summaryOf } from '@/components/blog/collection';
import { searchIndex } from '@/components/blog/search-index';
import { localeStaticPaths } from '@/i18n/static-paths';
import type { Locale } from '../../../../shared/i18n/locales';

/** Every post of a language's list with its card, loaded by the list's search on the first keystroke. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(
    JSON.stringify(searchIndex((await articlesFor(props.locale)).map(summaryOf), props.locale)),
    { headers: { 'Content-Type': 'application/json; charset=utf-8' } },
  );
