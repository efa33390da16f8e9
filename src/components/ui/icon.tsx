import type * as React from 'react';
import { cn } from '@/lib/cn';

const paths = {
  workflow: 'M4 5h5v5H4zM15 14h5v5h-5zM9 7.5h3a2 2 0 0 1 2 2v7h1M15 16.5h-1',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  check: 'M5 12.5 10 17.5 19 7',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  chevron: 'M6 9l6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z',
  sparkles:
    'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.7M12 17h.01',
} as const;

export type IconName = keyof typeof paths;

type LineIconProps = React.ComponentProps<'svg'> & { d: string };

/** A decorative 24x24 line icon drawn from one SVG path; hidden from assistive technology. */
function LineIcon({ d, className = 'size-5', ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

type IconProps = Omit<LineIconProps, 'd'> & { name: IconName };

/** The site's shared icon set. */
function Icon({ name, ...props }: IconProps) {
  return <LineIcon d={paths[name]} {...props} />;
}

/**
 * The one icon tile of the site: the primary icon on the soft primary tint, the
 * same size on every card (home sections, services, use cases, /work, the 404 page).
 */
function IconTile({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'bg-primary-soft text-primary inline-flex size-12 shrink-0 items-center justify-center rounded-xl [&>svg]:size-6',
        className,
      )}
    >
      {children}
    </span>
  );
}

export { Icon, IconTile, LineIcon };
