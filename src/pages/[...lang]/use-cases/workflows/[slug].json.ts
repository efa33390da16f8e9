import type { APIRoute, GetStaticPaths } from 'astro';
import { getUseCases } from '@/lib/content/collections';
import type { UseCase } from '@/lib/n8n/use-cases';

/** The n8n export of each use case, byte for byte: /use-cases/workflows/lead-routing.json */
export const getStaticPaths = (async () =>
  (await getUseCases()).map((useCase) => ({
    params: { lang: undefined, slug: useCase.slug },
    props: { useCase },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ useCase: UseCase }> = ({ props }) =>
  new Response(props.useCase.workflowJson, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
