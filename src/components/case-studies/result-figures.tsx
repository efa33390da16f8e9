import { cn } from '@/lib/cn';
import type { CaseStudyView } from './case-study-data';

type ResultFiguresProps = {
  results: CaseStudyView['results'];
  beforeLabel: string;
  afterLabel: string;
  /** Smaller type for cards; the case page shows them large. */
  size?: 'sm' | 'lg';
  className?: string;
};

/** Each measured result beside its baseline: what was measured, the figure before and after. */
function ResultFigures({
  results,
  beforeLabel,
  afterLabel,
  size = 'sm',
  className,
}: ResultFiguresProps) {
  return (
    <dl className={cn('grid gap-4', className)}>
      {results.map((r) => (
        <div key={r.label} className="border-border rounded-xl border p-4">
          <dt className="font-semibold text-pretty">{r.label}</dt>
          <dd className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
            <span>
              <span className="text-muted-foreground block text-xs font-semibold uppercase">
                {beforeLabel}
              </span>
              <span className={cn('text-muted-foreground block', size === 'lg' && 'text-lg')}>
                {r.baseline}
              </span>
            </span>
            <span aria-hidden="true" className="text-primary text-xl font-bold">
              →
            </span>
            <span>
              <span className="text-success block text-xs font-semibold uppercase">
                {afterLabel}
              </span>
              <span className={cn('block font-bold', size === 'lg' ? 'text-2xl' : 'text-lg')}>
                {r.result}
              </span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The visible "Sample" mark of a case study the owner has not confirmed. */
function SampleBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        'bg-warning-soft text-warning inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        className,
      )}
    >
      {label}
    </span>
  );
}

export { ResultFigures, SampleBadge };
