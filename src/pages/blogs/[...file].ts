import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { APIRoute } from 'astro';
import { allArticles } from '@/components/blog/collection';

/** `GET /blogs/{file}.md`: each article's markdown file as written, front matter included. */
export async function getStaticPaths() {
  return (await allArticles()).map(({ entry }) => ({
    params: { file: `${entry.id}.md` },
    props: { filePath: entry.filePath! },
  }));
}

export const GET: APIRoute<{ filePath: string }> = async ({ props }) =>
  new Response(await readFile(resolve(props.filePath), 'utf8'), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
