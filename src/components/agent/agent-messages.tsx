import { AnswerText } from './answer-text';
import type { AgentChatProps } from './agent-text';

export interface ChatMessage {
  role: 'visitor' | 'agent';
  text: string;
}

type MessagesProps = Pick<AgentChatProps, 'text' | 'siteOrigin' | 'bookingUrl'> & {
  messages: ChatMessage[];
};

/** The conversation so far; the answer being written grows in its own bubble. */
function AgentMessages({ messages, text, siteOrigin, bookingUrl }: MessagesProps) {
  if (!messages.length) return null;
  return (
    <ol aria-label={text.log} className="mt-4 space-y-3" data-agent-log>
      {messages.map((m, i) => (
        <li
          key={i}
          data-role={m.role}
          className={
            m.role === 'visitor'
              ? 'bg-primary text-primary-foreground ml-8 rounded-2xl rounded-br-sm px-4 py-2.5 break-words whitespace-pre-line'
              : 'bg-muted text-foreground mr-8 rounded-2xl rounded-bl-sm px-4 py-2.5 break-words whitespace-pre-line'
          }
        >
          <span className="sr-only">{m.role === 'visitor' ? text.you : text.agent}: </span>
          {m.role === 'agent' ? (
            <AnswerText text={m.text} siteOrigin={siteOrigin} bookingUrl={bookingUrl} />
          ) : (
            m.text
          )}
        </li>
      ))}
    </ol>
  );
}

export { AgentMessages };
