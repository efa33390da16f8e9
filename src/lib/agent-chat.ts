/**
 * The live agent chat's props for one page language (build time): every text formatted here, so
 * the island in the browser carries no message formatter, and the owner's suggested questions
 * from `content/pages/<lang>.yaml`.
 */
import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { AgentChatProps, AgentText } from '@/components/agent/agent-text';
import { AGENT_ERROR_CODES } from '@/components/agent/agent-stream';
import { bookingPath, CAL_PUBLIC_ORIGIN, requireCalLink } from '../../shared/booking';
import { config } from '../../shared/config';
import type { Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import { formatFacts } from './facts';

/**
 * The chat's props, or null while the agent is off (`AGENT_WEBHOOK_URL` empty).
 * @example agentChatProps('de', getMessages('de'), ['Was kostet der Agent?'])?.text.send // 'Senden'
 */
export function agentChatProps(
  locale: Locale,
  m: Messages,
  questions: string[],
): AgentChatProps | null {
  const agent = config.agent;
  if (!agent) return null;
  const max = new Intl.NumberFormat(locale).format(agent.maxMessageChars);
  const t = (key: MessageKey, values?: Record<string, string>) =>
    formatMessage(locale, m[key], values);
  const text: AgentText = {
    launcher: t('agent.launcher'),
    title: t('agent.panel.title'),
    subtitle: t('agent.panel.subtitle'),
    close: t('agent.panel.close'),
    notice: t('agent.notice'),
    privacy: t('agent.notice.privacy'),
    suggestions: t('agent.suggestions'),
    log: t('agent.log'),
    you: t('agent.you'),
    agent: t('agent.agent'),
    inputLabel: t('agent.input.label'),
    inputHint: t('agent.input.hint', { max }),
    send: t('agent.send'),
    answering: t('agent.answering'),
    person: t('agent.person'),
    booking: t('agent.booking'),
    formIntro: t('agent.form.intro'),
    formSummary: t('agent.form.summary'),
    formSent: t('agent.form.sent', { hours: formatFacts(locale).responseHours }),
    formBack: t('agent.form.back'),
    offer: t('agent.error.offer'),
    errors: Object.fromEntries(
      AGENT_ERROR_CODES.map((code) => [code, t(`agent.error.${code}` as MessageKey, { max })]),
    ),
  };
  return {
    language: locale,
    text,
    questions,
    maxChars: agent.maxMessageChars,
    bookingHref: bookingPath(locale),
    privacyHref: `${localizePath('/privacy', locale)}#agent`,
    siteOrigin: new URL(config.siteUrl).origin,
    bookingUrl: `${CAL_PUBLIC_ORIGIN}/${requireCalLink(config.calLink)}`,
  };
}
