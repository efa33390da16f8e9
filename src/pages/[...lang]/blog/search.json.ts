import type { APIRoute } from 'astro';
import { articlesFor, summaryOf } from '@/components/blog/collection';
import { localeStaticPaths } from '@/i18n/static-paths';
import type { Locale } from '../../../../shared/i18n/locales';

/** Every post of a language's list, loaded by the search island on the first keystroke. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) =>
  new Response(JSON.stringify((await articlesFor(props.locale)).map(summaryOf)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
