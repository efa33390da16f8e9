import type { APIRoute } from 'astro';
import { allArticles } from '@/components/blog/collection';

/** `GET /blogs/index.json`: the markdown file names, generated from the blog folder. */
export const GET: APIRoute = async () => {
  const files = (await allArticles()).map((a) => `${a.entry.id}.md`).sort();
  return new Response(JSON.stringify(files), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
