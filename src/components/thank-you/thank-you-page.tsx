import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { formatFacts } from '@/lib/facts';
import { ButtonLink } from '@/components/ui/button';
import { Icon, IconTile, type IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

type ThankYouPageProps = {
  locale: Locale;
  messages: Messages;
  /** Community chat invite (`COMMUNITY_URL`). */
  communityUrl: string;
  /** Who answers a form request: the brand and its public e-mail address (owner file). */
  owner: { name: string; email: string };
};

const STEPS = [1, 2, 3, 4] as const;

/**
 * /thank-you: booking confirmed, next steps and where to go meanwhile.
 * A form request lands here too (`?lead=sent`): it is thanked as a request, with who
 * answers and when, never as a booking. The request text is the default (a form works without
 * JavaScript); an inline script of `thank-you-view.astro` shows the booking text after a Cal.com booking,
 * which always runs JavaScript.
 */
function ThankYouPage({ locale, messages: m, communityUrl, owner }: ThankYouPageProps) {
  const facts = formatFacts(locale);
  const links: { key: string; href: string; icon: IconName; external?: boolean }[] = [
    { key: 'community', href: communityUrl, icon: 'users', external: true },
    {
      key: 'service',
      href: localizePath('/services/n8n-workflow-automation', locale),
      icon: 'workflow',
    },
    { key: 'useCases', href: localizePath('/use-cases', locale), icon: 'sparkles' },
  ];
  const k = (key: string) => m[key as MessageKey];
  return (
    <>
      <div data-thanks="request" data-title={m['thankYou.request.metaTitle']}>
        <PageHero
          eyebrow={m['thankYou.request.badge']}
          eyebrowIcon="check"
          title={m['thankYou.request.heading']}
          lead={formatMessage(locale, m['thankYou.request.text'], {
            name: owner.name,
            email: owner.email,
            hours: facts.responseHours,
          })}
        />
      </div>
      <div data-thanks="booking" data-title={m['thankYou.metaTitle']} hidden>
        <PageHero
          eyebrow={m['thankYou.badge']}
          eyebrowIcon="check"
          title={m['thankYou.heading']}
          lead={m['thankYou.text']}
        >
          {/* Filled by booked-time.client.ts from Cal.com's start time; space kept, no shift. */}
          <p
            data-booked-at={m['thankYou.bookedAt']}
            aria-live="polite"
            className="invisible mt-4 min-h-7 text-lg font-semibold text-white"
          />
        </PageHero>
      </div>
      <Section aria-labelledby="thank-you-steps" data-thanks="booking" hidden>
        <h2 id="thank-you-steps" className="text-2xl font-bold">
          {m['thankYou.steps.heading']}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((n) => (
            <li key={n} className="rounded-card border-border bg-card border p-6">
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground inline-flex size-9 items-center justify-center rounded-full font-bold"
              >
                {n}
              </span>
              <h3 className="mt-4 font-semibold">{k(`thankYou.steps.item${n}.title`)}</h3>
              <p className="text-muted-foreground mt-2">
                {formatMessage(locale, k(`thankYou.steps.item${n}.text`), {
                  minutes: facts.meetingLinkMinutes,
                  hours: facts.responseHours,
                })}
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <Section aria-labelledby="thank-you-explore">
        <h2 id="thank-you-explore" className="text-2xl font-bold">
          {m['thankYou.explore.heading']}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {links.map((link) => (
            <li
              key={link.key}
              className="rounded-card border-border bg-card focus-within:ring-ring relative border p-6 focus-within:ring-2 hover:shadow-md"
            >
              <IconTile>
                <Icon name={link.icon} />
              </IconTile>
              <h3 className="mt-4 font-semibold">
                <a
                  href={link.href}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  {...(link.key === 'community' ? { 'data-community': '' } : {})}
                >
                  {k(`thankYou.explore.${link.key}.title`)}
                  {link.external && <span className="sr-only"> {m['thankYou.newTab']}</span>}
                </a>
                {link.external && (
                  <Icon
                    name="external"
                    className="text-muted-foreground ml-1.5 inline size-4 align-[-2px]"
                  />
                )}
              </h3>
              <p className="text-muted-foreground mt-2">{k(`thankYou.explore.${link.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <ButtonLink href={localizePath('/', locale)} variant="secondary" className="mt-12">
          {m['thankYou.home']}
        </ButtonLink>
      </Section>
    </>
  );
}

export { ThankYouPage };
