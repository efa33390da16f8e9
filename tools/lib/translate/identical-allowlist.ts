import type { Locale } from '../../../shared/i18n/locales';

/**
 * What `npm run i18n:check` accepts when a translation is identical to English. Keep it small:
 * each entry is a decision that the text is the same in that language.
 *
 * Automatically accepted: strings without letters once placeholders are removed (numbers,
 * `404`, `{count}`), and strings made only of the words below.
 */
export const sameWords: readonly string[] = [
  // brands and products
  'n8n',
  'n8n.io',
  'HubSpot',
  'Zapier',
  'Make',
  'Docker',
  'Kubernetes',
  'Slack',
  'Google',
  'Sheets',
  'Gmail',
  'OpenAI',
  'ChatGPT',
  'Azure',
  'AWS',
  'GitHub',
  'Discord',
  'Cal.com',
  'Zoom',
  'Meet',
  'Salesforce',
  'Pipedrive',
  'Airtable',
  'Notion',
  'Stripe',
  'Shopify',
  'WordPress',
  'LinkedIn',
  'YouTube',
  'Microsoft',
  'Teams',
  'Outlook',
  'Telegram',
  'WhatsApp',
  'Twilio',
  'Jira',
  'Trello',
  // technical terms and units used untranslated in every site language
  'API',
  'APIs',
  'AI',
  'CRM',
  'SaaS',
  'SOC',
  'GDPR',
  'JSON',
  'SQL',
  'Postgres',
  'PostgreSQL',
  'Redis',
  'RSS',
  'URL',
  'HTTP',
  'HTTPS',
  'Slug',
  'Wiki',
  'Blog',
  'min',
  'h',
];

/** Exact strings that are the same in the listed languages (all non-English ones when omitted). */
export const identicalStrings: readonly { text: string; locales?: readonly Locale[] }[] = [
  { text: 'FAQ', locales: ['de', 'it', 'fr'] },
  { text: 'Newsletter' },
  { text: 'Startups', locales: ['pt', 'de', 'es', 'fr'] },
  { text: 'Workflows', locales: ['de'] },
  { text: 'Workflow', locales: ['pt', 'de', 'it', 'fr'] },
  { text: 'Integration', locales: ['de'] },
  { text: 'Head of Customer Success', locales: ['de'] },
  { text: 'Tutorial', locales: ['pt', 'de', 'es', 'it'] },
  { text: 'optional', locales: ['de'] },
  { text: 'E-mail', locales: ['pt', 'it', 'fr'] },
  { text: 'Contact', locales: ['fr'] },
  { text: 'Client', locales: ['fr'] },
  { text: 'Legal', locales: ['es'] },
  { text: 'Home', locales: ['it'] },
  { text: 'no', locales: ['es', 'it'] },
  { text: 'Date', locales: ['fr'] },
  { text: 'Services', locales: ['fr'] },
  { text: 'Agent', locales: ['de', 'fr'] },
  { text: '{count, plural, one {# question} other {# questions}}', locales: ['fr'] },
];

/** Keys whose value is a proper name (people, companies) and so never translated. */
export const identicalKeys: readonly RegExp[] = [/\.(name|company)$/];
