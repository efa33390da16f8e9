import type { Locale } from '../../i18n/locales';

/**
 * What `npm run i18n:check` accepts when a translation is identical to English. Keep it small:
 * anything here is a decision that the word is the same in that language.
 *
 * Automatically accepted: strings without letters once placeholders are removed (numbers,
 * `404`, `{count}`, `© {year} {name}`), and strings made only of the brand words below.
 */
export const brandWords: readonly string[] = [
  'n8n', 'HubSpot', 'Zapier', 'Make', 'Docker', 'Kubernetes', 'Slack', 'Google', 'Sheets', 'Gmail',
  'OpenAI', 'ChatGPT', 'Azure', 'AWS', 'GitHub', 'Discord', 'Cal.com', 'Zoom', 'Meet', 'Salesforce',
  'Pipedrive', 'Airtable', 'Notion', 'Stripe', 'Shopify', 'WordPress', 'LinkedIn', 'Meta', 'SOC', 'GDPR',
  'API', 'APIs', 'AI', 'CRM', 'SaaS', 'JSON', 'SQL', 'Postgres', 'PostgreSQL', 'Redis', 'RSS', 'URL',
  'n8n.io', 'YouTube', 'Microsoft', 'Teams', 'Outlook', 'Telegram', 'WhatsApp', 'Twilio', 'Jira', 'Trello',
];

/** Exact strings that are the same in the listed languages (all non-English ones when omitted). */
export const identicalStrings: readonly { text: string; locales?: readonly Locale[] }[] = [
  { text: 'Blog' },
  { text: 'FAQ', locales: ['de', 'it', 'fr'] },
  { text: 'Newsletter' },
  { text: 'Workflows', locales: ['de'] },
  { text: 'Tutorial', locales: ['pt', 'de', 'es', 'it'] },
  { text: 'Home', locales: ['it'] },
];
