/**
 * What the live agent's two halves agree on, apart from the site's pages: where the build
 * publishes the agent's knowledge, and the marker the agent ends a reply with when a person
 * should take over (the site's chat strips it and opens its request form). The owner's n8n
 * workflow (docs/n8n/agent-demo.json) uses both.
 */
import type { Locale } from './i18n/locales';

/** The public path of one language's knowledge file: `/agent/knowledge/de.json`. */
export function agentKnowledgePath(locale: Locale): string {
  return `/agent/knowledge/${locale}.json`;
}

/** Ends the agent's reply when a person should take over. */
export const HANDOVER_MARKER = '[[handover]]';
