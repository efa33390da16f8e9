import type { APIRoute } from 'astro';
import { feedResponse } from '@/components/blog/feed';

/** RSS feed of the English articles, newest first, linked from the head of every English blog page. */
export const GET: APIRoute = ({ site }) => feedResponse('en', site);
