import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { Section } from '@/components/ui/section';
import type { UseCaseView } from '@/components/use-cases/use-case-data';
import { serviceUseCases, type ServiceKey } from '@/lib/services';

/** The use cases that fit the service, each linking to its workflow on /use-cases. */
export function ServiceUseCases({
  service,
  useCases,
  locale,
  messages: m,
}: {
  service: ServiceKey;
  useCases: UseCaseView[];
  locale: Locale;
  messages: Messages;
}) {
  // A use case the owner removed is left out; with none left the section is not shown.
  const list = serviceUseCases[service].flatMap((slug) => useCases.filter((u) => u.slug === slug));
  if (list.length === 0) return null;
  return (
    <Section>
      <h2 className="text-2xl font-bold">{m['servicePage.relatedHeading']}</h2>
      <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-3">
        {list.map((uc) => (
          <li
            key={uc.slug}
            className="rounded-card border-border bg-card flex flex-col border p-5 shadow-sm"
          >
            <h3 className="font-semibold">{uc.title}</h3>
            <p className="text-muted-foreground mt-2 flex-1">{uc.description}</p>
            <a
              href={`${localizePath('/use-cases', locale)}#${uc.slug}`}
              className="text-primary mt-4 inline-flex min-h-6 items-center font-semibold hover:underline"
            >
              {m['servicePage.seeWorkflow']}
              <span className="sr-only">: {uc.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
