/** The chat's texts, formatted at build time in the page's language (the island formats nothing). */
export interface AgentText {
  launcher: string;
  title: string;
  subtitle: string;
  close: string;
  notice: string;
  privacy: string;
  suggestions: string;
  log: string;
  you: string;
  agent: string;
  inputLabel: string;
  inputHint: string;
  send: string;
  answering: string;
  person: string;
  booking: string;
  formIntro: string;
  formSummary: string;
  formSent: string;
  formBack: string;
  offer: string;
  /** What the chat says for each refusal or failure code of `/api/agent`. */
  errors: Record<string, string>;
}

/** Everything the island needs, as plain props. */
export interface AgentChatProps {
  language: string;
  text: AgentText;
  /** Suggested first questions, from the owner's content. */
  questions: string[];
  maxChars: number;
  bookingHref: string;
  privacyHref: string;
  /** The site's origin (`SITE_URL`): full links to it are shown as links. */
  siteOrigin: string;
  /** The booking calendar's own address (cal.com), also shown as a link. */
  bookingUrl: string;
}
