/**
 * The hand-over: the site's own request form (rendered hidden next to the chat, with its own
 * script, consent and checks) moved into the chat's panel and back. The form is marked as coming
 * from the agent (`source=agent`), stays in the chat once sent (`data-lead-stay`), and gets a short
 * summary of the conversation unless the visitor already typed something.
 */

const HOLDER = '[data-agent-handover]';
const SECTION = 'section[data-lead-section]';

let summaryFilled = '';

/** Moves the request form into `slot` and fills it in; returns its first field (for focus). */
export function showLeadForm(slot: HTMLElement, summary: string): HTMLElement | null {
  const section = document.querySelector<HTMLElement>(`${HOLDER} ${SECTION}, ${SECTION}`);
  const form = section?.querySelector('form');
  if (!section || !form) return null;
  slot.append(section);
  form.dataset.leadStay = '';
  if (!form.elements.namedItem('source')) {
    form.append(
      Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: 'source',
        value: 'agent',
      }),
    );
  }
  const message = form.elements.namedItem('message') as HTMLTextAreaElement | null;
  if (message && (!message.value.trim() || message.value === summaryFilled)) {
    message.value = summary.slice(0, message.maxLength > 0 ? message.maxLength : undefined);
    summaryFilled = message.value;
  }
  const topic = form.elements.namedItem('topic') as HTMLSelectElement | null;
  if (topic && [...topic.options].some((o) => o.value === 'agent')) topic.value = 'agent';
  return form.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])');
}

/** Puts the request form back where it was rendered, out of sight. */
export function hideLeadForm(slot: HTMLElement): void {
  const section = slot.querySelector(SECTION);
  const holder = document.querySelector(HOLDER);
  if (section && holder) holder.append(section);
}

/** A short summary of the chat for the form: the visitor's questions and the last answer. */
export function chatSummary(
  heading: string,
  messages: { role: 'visitor' | 'agent'; text: string }[],
): string {
  const questions = messages.filter((m) => m.role === 'visitor').slice(-4);
  if (!questions.length) return '';
  const answer = messages.filter((m) => m.role === 'agent' && m.text).at(-1);
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return [
    heading,
    ...questions.map((q) => `- ${cut(q.text, 300)}`),
    ...(answer ? ['', `> ${cut(answer.text.replace(/\s+/g, ' '), 600)}`] : []),
  ].join('\n');
}
