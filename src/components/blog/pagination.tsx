import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cx } from 'class-variance-authority';

type PaginationProps = {
  page: number;
  pageCount: number;
  labels: { nav: string; previous: string; next: string; status: string };
  /** Prerendered list pages: links. */
  hrefFor?: (page: number) => string;
  /** Search results: buttons. */
  onChange?: (page: number) => void;
};

/** Previous / 'Page X of Y' / Next. Previous is disabled on page 1, Next on the last page. */
function Pagination({ page, pageCount, labels, hrefFor, onChange }: PaginationProps) {
  const control = (
    target: number,
    enabled: boolean,
    children: React.ReactNode,
    rel: 'prev' | 'next',
  ) => {
    const className = cx(buttonVariants({ variant: 'secondary', size: 'sm' }), 'min-w-28');
    if (hrefFor) {
      return enabled ? (
        <a href={hrefFor(target)} rel={rel} className={className}>
          {children}
        </a>
      ) : (
        <span aria-disabled="true" className={cx(className, 'pointer-events-none opacity-50')}>
          {children}
        </span>
      );
    }
    return (
      <button
        type="button"
        disabled={!enabled}
        onClick={() => onChange?.(target)}
        className={className}
      >
        {children}
      </button>
    );
  };

  return (
    <nav aria-label={labels.nav} className="mt-12 flex items-center justify-center gap-4">
      {control(
        page - 1,
        page > 1,
        <>
          <Icon name="arrow" className="size-4 rotate-180" />
          {labels.previous}
        </>,
        'prev',
      )}
      <p className="text-muted-foreground text-sm">{labels.status}</p>
      {control(
        page + 1,
        page < pageCount,
        <>
          {labels.next}
          <Icon name="arrow" className="size-4" />
        </>,
        'next',
      )}
    </nav>
  );
}

export { Pagination };
