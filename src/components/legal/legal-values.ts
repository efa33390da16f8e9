import { formatMessage, getMessages } from '@/i18n/catalog';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { config, readLeadsConfig } from '../../../shared/config';
import { formatFacts } from '@/lib/facts';
import { formatAddress } from '@/lib/legal';
import { legalName } from '@/lib/jurisdiction';
import { type Site } from '../../../shared/site';
import { getSite } from '../../../shared/node/site';

/**
 * The `{tokens}` of the legal texts in one language: every fact of the owner file (`{agentPrice}`,
 * `{agentIncludes}`, ...: the terms quote the agent offer from there, like /work and the FAQ), the
 * legal data and the configuration.
 */
export function legalValues(locale: Locale, site: Site = getSite()): Record<string, string> {
  const { legal, contact } = site;
  const m = getMessages(locale);
  const number = new Intl.NumberFormat(localeInfo[locale].tag);
  return {
    ...formatFacts(locale, site),
    entity: legalName(legal),
    address: formatAddress(legal.address, locale),
    email: contact.email,
    dpoName: legal.dataProtection.name,
    dpoEmail: legal.dataProtection.email,
    retentionDays: number.format(readLeadsConfig().retentionDays),
    calendarLoading: config.calLoadOnClick
      ? m['legal.calendar.onClick']
      : m['legal.calendar.onLoad'],
    measurement: config.analytics ? m['legal.analytics.introOn'] : m['legal.analytics.introOff'],
    // The terms describe the purchase path actually configured: a payment page or the booking page.
    purchasePath: config.checkoutUrl
      ? m['owner.terms.purchaseCheckout']
      : m['owner.terms.purchaseBooking'],
  };
}

/** 'Last updated: 24 November 2026' with the build day, in the page language. */
export function updatedLine(locale: Locale): string {
  const date = new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'long' }).format(
    new Date(),
  );
  return formatMessage(locale, getMessages(locale)['legal.updated'], { date });
}
