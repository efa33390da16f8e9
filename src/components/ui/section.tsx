import type * as React from 'react';
import { cn } from '@/lib/cn';

type SectionProps = React.ComponentProps<'section'> & {
  /** Narrower content column for text-heavy sections. */
  narrow?: boolean;
  innerClassName?: string;
};

/** A page section with the site's horizontal padding and max width. */
function Section({ className, innerClassName, narrow, children, ...props }: SectionProps) {
  return (
    <section className={cn('px-4 py-16 sm:px-6 md:py-24', className)} {...props}>
      <div className={cn('mx-auto', narrow ? 'max-w-3xl' : 'max-w-6xl', innerClassName)}>
        {children}
      </div>
    </section>
  );
}

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  as?: 'h1' | 'h2';
  className?: string;
};

function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  as: Tag = 'h2',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-12 max-w-3xl text-center', className)}>
      {eyebrow && (
        <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
      )}
      <Tag id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </Tag>
      {intro && <p className="text-muted-foreground mt-4 text-lg text-pretty">{intro}</p>}
    </div>
  );
}

export { Section, SectionHeading };
