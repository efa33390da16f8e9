import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
  type KeyboardEvent,
} from 'react';
import type { ConversionDetail, ConversionEvent, EventProps } from '@/lib/analytics/events';
import { AgentMessages, type ChatMessage } from './agent-messages';
import { askAgent, previousMessages } from './agent-stream';
import { chatSummary, hideLeadForm, showLeadForm } from './agent-handover';
import type { AgentChatProps } from './agent-text';

const small =
  'border-border bg-card hover:bg-muted inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-left text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2';
const primary =
  'bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60';

type Handover = 'idle' | 'form' | 'sent';

/**
 * Reports an analytics event as `emitConversion` does, without importing it: a module the chat
 * shared with the request form's script would become a file every booking page fetches.
 */
function emitConversion<E extends ConversionEvent>(name: E, props: EventProps<E> = {}) {
  const detail: ConversionDetail<E> = { name, props };
  document.dispatchEvent(new CustomEvent('site:conversion', { detail }));
}

const subscribeNothing = () => () => {};
/** False in the prerendered HTML and while hydrating, true once the chat's code runs. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/**
 * The live agent's chat (the site's first React in the browser). Its launcher and panel are
 * prerendered; the `client:agent` directive opens and closes the panel and hydrates this
 * component on the visitor's first intent, so the chat's code never loads for anyone else.
 */
function AgentChat(props: AgentChatProps) {
  const { text, language, maxChars } = props;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [handover, setHandover] = useState<Handover>('idle');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const history = useRef(messages);

  useEffect(() => {
    history.current = messages;
  }, [messages]);

  useEffect(() => {
    void previousMessages().then((past) => {
      if (past.length) setMessages((now) => (now.length ? now : past));
    });
  }, []);

  useEffect(() => {
    const place = slot.current;
    if (handover !== 'form' || !place) return;
    showLeadForm(place, chatSummary(text.formSummary, history.current))?.focus();
    const sent = () => {
      hideLeadForm(place);
      setHandover('sent');
      setAnnouncement(text.formSent);
    };
    place.addEventListener('lead:sent', sent);
    return () => place.removeEventListener('lead:sent', sent);
  }, [handover, text]);

  const openForm = (via: 'visitor' | 'agent') => {
    setHandover('form');
    emitConversion('agent_handover', { via });
  };
  const backToChat = () => {
    if (slot.current) hideLeadForm(slot.current);
    setHandover('idle');
    input.current?.focus();
  };

  const send = async (raw: string) => {
    const message = raw.trim();
    if (!message || busy) return;
    if (message.length > maxChars) return setProblem('too_long');
    setProblem(null);
    setBusy(true);
    setAnnouncement('');
    if (input.current) input.current.value = '';
    setMessages((now) => [...now, { role: 'visitor', text: message }, { role: 'agent', text: '' }]);
    emitConversion('agent_message');
    let answer = '';
    let askedForPerson = false;
    let failed: string | null = null;
    for await (const event of askAgent(message, language)) {
      if (event.type === 'text') {
        answer += event.text;
        const shown = answer;
        setMessages((now) => [...now.slice(0, -1), { role: 'agent', text: shown }]);
      } else if (event.type === 'end') askedForPerson = event.handover;
      else failed = event.code;
    }
    if (!answer) setMessages((now) => now.slice(0, -1));
    setBusy(false);
    if (failed) {
      setProblem(failed);
      emitConversion('agent_limited', { code: failed });
    }
    const said = failed ? (text.errors[failed] ?? text.errors.failed!) : '';
    setAnnouncement([answer && `${text.agent}: ${answer.trim()}`, said].filter(Boolean).join(' '));
    if (askedForPerson) openForm('agent');
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void send(input.current?.value ?? '');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <>
      <button
        type="button"
        data-agent-launcher
        aria-expanded="false"
        aria-controls="agent-panel"
        className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-13 items-center justify-center gap-2 rounded-full px-8 py-3 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 [@media(scripting:none)]:hidden"
      >
        {text.launcher}
      </button>
      <div
        id="agent-panel"
        role="dialog"
        aria-labelledby="agent-title"
        data-agent-panel
        className="bg-card text-foreground sm:border-border sm:rounded-card fixed inset-0 z-[60] hidden flex-col text-left sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(44rem,calc(100dvh-2rem))] sm:w-[26rem] sm:border sm:shadow-2xl [[data-open]_&]:flex"
      >
        <div className="border-border flex items-start gap-3 border-b p-4">
          <div className="min-w-0 flex-1">
            <h2 id="agent-title" className="text-lg font-bold">
              {text.title}
            </h2>
            <p className="text-muted-foreground text-sm">{text.subtitle}</p>
          </div>
          <button
            type="button"
            data-agent-close
            aria-label={text.close}
            className="hover:bg-muted inline-flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4" data-agent-scroll>
          <p className="bg-info-soft rounded-md p-3 text-sm" data-agent-notice>
            {text.notice}{' '}
            <a
              href={props.privacyHref}
              className="text-foreground inline-block min-h-6 font-semibold underline"
            >
              {text.privacy}
            </a>
          </p>
          {!messages.length && handover === 'idle' && (
            <div className="mt-4">
              <p className="text-muted-foreground text-sm font-semibold">{text.suggestions}</p>
              <ul className="mt-2 flex flex-col items-start gap-2">
                {props.questions.map((q) => (
                  <li key={q}>
                    <button
                      type="button"
                      className={small}
                      disabled={!ready}
                      onClick={() => void send(q)}
                    >
                      {q}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <AgentMessages
            messages={messages}
            text={text}
            siteOrigin={props.siteOrigin}
            bookingUrl={props.bookingUrl}
          />
          {busy && (
            <p className="text-muted-foreground mt-3 text-sm" data-agent-busy>
              {text.answering}
            </p>
          )}
          {problem && (
            <div
              className="bg-warning-soft mt-4 rounded-md p-3 text-sm"
              data-agent-problem={problem}
            >
              <p>
                {text.errors[problem] ?? text.errors.failed} {text.offer}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a href={props.bookingHref} className={small}>
                  {text.booking}
                </a>
                {handover === 'idle' && (
                  <button type="button" className={small} onClick={() => openForm('visitor')}>
                    {text.person}
                  </button>
                )}
              </div>
            </div>
          )}
          {handover === 'sent' && (
            <p className="bg-success-soft mt-4 rounded-md p-3 text-sm font-medium" data-agent-sent>
              {text.formSent}
            </p>
          )}
          <div hidden={handover !== 'form'} className="mt-4" data-agent-form>
            <p className="text-sm">{text.formIntro}</p>
            <button type="button" className={`${small} mt-3`} onClick={backToChat}>
              {text.formBack}
            </button>
            <div
              ref={slot}
              className="mt-4 [&_form]:grid-cols-1 [&_section]:border-0 [&_section]:p-0 [&_section]:shadow-none"
            />
          </div>
        </div>
        <form onSubmit={submit} className="border-border border-t p-3" hidden={handover === 'form'}>
          <label htmlFor="agent-input" className="block text-sm font-semibold">
            {text.inputLabel}
          </label>
          <div className="mt-1.5 flex items-end gap-2">
            <textarea
              id="agent-input"
              ref={input}
              data-agent-input
              rows={2}
              maxLength={maxChars}
              aria-describedby="agent-input-hint"
              onKeyDown={onKey}
              className="border-border bg-background focus-visible:ring-ring block min-h-11 w-full flex-1 resize-none rounded-md border px-3 py-2 text-base focus-visible:ring-2 focus-visible:outline-none"
            />
            <button type="submit" className={primary} disabled={!ready || busy}>
              {text.send}
            </button>
          </div>
          <p id="agent-input-hint" className="text-muted-foreground mt-1 text-xs">
            {text.inputHint}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {handover === 'idle' && (
              <button
                type="button"
                className={small}
                onClick={() => openForm('visitor')}
                data-agent-person
              >
                {text.person}
              </button>
            )}
            <a href={props.bookingHref} className={small}>
              {text.booking}
            </a>
          </div>
        </form>
        <div aria-live="polite" className="sr-only" data-agent-live>
          {announcement}
        </div>
      </div>
    </>
  );
}

export { AgentChat };
