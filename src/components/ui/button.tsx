import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/cn';

const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'border-border bg-card text-foreground hover:bg-muted border',
        inverted: 'text-ink hover:bg-primary-soft bg-white',
        // The quieter button on a dark band (heroes, the closing band).
        onDark: 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20',
        ghost: 'text-foreground hover:bg-muted',
      },
      size: {
        sm: 'h-9 px-4 text-sm whitespace-nowrap',
        // Long translations wrap instead of overflowing a phone screen.
        md: 'min-h-11 px-6 py-2 text-base',
        // Large calls to action grow and wrap instead of overflowing with long translations.
        lg: 'min-h-13 px-8 py-3 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonLinkProps = React.ComponentProps<'a'> & VariantProps<typeof buttonVariants>;

/** A link styled as a button: every call to action on the site is a real link. */
function ButtonLink({ className, variant, size, children, ...props }: ButtonLinkProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}

export { ButtonLink, buttonVariants };
