import type * as React from 'react';
import type { Messages, MessageKey } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import type { PageContent } from '@/lib/page-content';
import type { ServiceDef } from '@/lib/services';
import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { HeroBreadcrumbs, PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { UseCaseView } from '@/components/use-cases/use-case-data';
import type { FaqItem } from '@/lib/faq';
import { HowWeWork } from './how-we-work';
import { ServiceFaq } from './service-faq';
import { ServicePicture } from './service-picture';
import { ServiceUseCases } from './service-use-cases';

type ServiceDetailPageProps = {
  locale: Locale;
  messages: Messages;
  service: ServiceDef;
  breadcrumbs: { name: string; href: string }[];
  /** The /faq questions that concern the service (`content/faq/pages.yaml`), in the page's language. */
  faq: FaqItem[];
  useCases: UseCaseView[];
  /** What the service includes and its benefits (`services.<key>` of content/pages/<lang>.yaml). */
  content: PageContent['services'][ServiceDef['key']];
  /** Inline workflow drawing for the automation service's picture. */
  workflowSvg: string;
  /** Shown after the use cases (the savings calculator on the custom-workflow page). */
  children?: React.ReactNode;
};

/** One service page: what's included and the benefits (content/pages/<lang>.yaml), 'Talk to Expert'. */
function ServiceDetailPage({
  locale,
  messages: m,
  service,
  breadcrumbs,
  faq,
  useCases,
  content,
  workflowSvg,
  children,
}: ServiceDetailPageProps) {
  const k = (suffix: string) => m[`services.${service.key}.${suffix}` as MessageKey];
  const { included, benefits } = content;
  const talkToExpert = localizePath('/talk-to-expert', locale);

  return (
    <>
      <PageHero
        before={<HeroBreadcrumbs items={breadcrumbs} label={m['nav.breadcrumb']} />}
        title={k('title')}
        lead={k('intro')}
        actions={
          <ButtonLink href={talkToExpert} data-cta="service_page" size="lg">
            {m['services.talkToExpert']}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
        }
        picture={
          <ServicePicture
            service={service.key}
            locale={locale}
            messages={m}
            workflowSvg={workflowSvg}
          />
        }
      />

      <Section>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 className="text-2xl font-bold">{m['services.included']}</h2>
            <ul className="mt-6 space-y-4">
              {included.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" className="text-primary mt-0.5 size-5 shrink-0" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold">{m['services.benefits']}</h2>
            <ul className="mt-6 space-y-4">
              {benefits.map((benefit) => (
                <li key={benefit.title} className="rounded-card border-border bg-card border p-5">
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className="text-muted-foreground mt-2">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <HowWeWork locale={locale} messages={m} />
      <ServiceUseCases service={service.key} useCases={useCases} locale={locale} messages={m} />
      {children}
      <ServiceFaq entries={faq} messages={m} />

      <CtaBand
        heading={m['services.ctaHeading']}
        text={m['services.ctaText']}
        primary={{ label: m['services.talkToExpert'], href: talkToExpert }}
        secondary={{ label: m['home.services.viewAll'], href: localizePath('/services', locale) }}
      />
    </>
  );
}

export { ServiceDetailPage };
