import type { APIRoute, GetStaticPaths } from 'astro';
import { useCaseSvg } from '@/components/use-cases/use-case-data';
import { getMessages } from '@/i18n/catalog';
import { defaultLocale, type Locale } from '../../../../../../shared/i18n/locales';
import { siteLocales } from '../../../../../../shared/node/site-locales';
import type { Orientation } from '@/lib/n8n/layout';
import { getUseCases } from '@/lib/content/collections';
import type { UseCase } from '@/lib/n8n/use-cases';

/** One SVG per use case, orientation and language: /de/use-cases/diagrams/tall/lead-routing.svg */
export const getStaticPaths = (async () =>
  (await getUseCases()).flatMap((useCase) =>
    siteLocales().flatMap((locale) =>
      (['wide', 'tall'] as const).map((orientation) => ({
        params: {
          lang: locale === defaultLocale ? undefined : locale,
          orientation,
          slug: useCase.slug,
        },
        props: { useCase, locale, orientation },
      })),
    ),
  )) satisfies GetStaticPaths;

type Props = { useCase: UseCase; locale: Locale; orientation: Orientation };

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(
    useCaseSvg(props.useCase, props.orientation, props.locale, getMessages(props.locale)),
    {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
    },
  );
