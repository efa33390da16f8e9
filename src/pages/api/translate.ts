import type { APIRoute } from 'astro';
import { handleTranslate, methodNotAllowed } from '../../lib/translate/handler';
import { getTranslateService } from '../../lib/translate/runtime';

export const prerender = false;

export const POST: APIRoute = ({ request }) => handleTranslate(request, getTranslateService());

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'POST');
