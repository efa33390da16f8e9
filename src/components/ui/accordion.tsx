import type * as React from 'react';
import { cn } from '@/lib/cn';

export interface AccordionItem {
  id: string;
  question: React.ReactNode;
  answer: React.ReactNode;
}

type AccordionProps = {
  /** Shared `name` of the details elements: the browser keeps one item open at a time. */
  name: string;
  items: AccordionItem[];
  className?: string;
  /** Heading level of the questions inside the summaries (for the document outline). */
  headingLevel?: 'h3' | 'h4';
};

/**
 * Single-open accordion from native `<details name>` elements: keyboard usable, readable
 * and findable (browser find opens the matching item) without JavaScript, fully collapsible.
 */
function Accordion({ name, items, className, headingLevel: Heading = 'h3' }: AccordionProps) {
  return (
    <div
      className={cn('divide-border rounded-card border-border bg-card divide-y border', className)}
    >
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name}>
          <summary className="accordion-summary">
            <Heading>{item.question}</Heading>
          </summary>
          <div className="accordion-answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

export { Accordion };
