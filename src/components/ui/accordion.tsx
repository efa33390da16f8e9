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
        <details key={item.id} id={item.id} name={name} className="group" data-accordion-item>
          <summary className="hover:bg-muted flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
            <Heading className="text-base">{item.question}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
            >
              <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className="text-muted-foreground px-5 pb-5 leading-relaxed">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

export { Accordion };
