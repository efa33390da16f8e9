import type { APIRoute } from 'astro';
import { handleStatus, methodNotAllowed } from '../../../lib/translate/handler';
import { getTranslateService } from '../../../lib/translate/runtime';

export const prerender = false;

export const GET: APIRoute = ({ request }) => handleStatus(getTranslateService(), request);

export const HEAD: APIRoute = GET;

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request.method, 'GET, HEAD');
