import type * as React from 'react';
import { LineIcon } from '@/components/ui/icon';

const paths = {
  agencies: 'M3 10v4h4l6 4V6L7 10zM17 8a5 5 0 0 1 0 8M20 5a9 9 0 0 1 0 14',
  startups:
    'M5 15c-1 2-1 4-1 5 1 0 3 0 5-1M9 15l-3-3c1-4 5-9 12-9 0 7-5 11-9 12zM14 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  sales: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  saas: 'M4 5h16v11H4zM8 20h8M12 16v4M8 9l2 2-2 2M12 13h3',
  solopreneurs: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  smallTeams:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
} as const;

export type HomeIconName = keyof typeof paths;

type HomeIconProps = Omit<React.ComponentProps<typeof LineIcon>, 'd'> & { name: HomeIconName };

/** Line icons of the home sections (decorative). */
function HomeIcon({ name, className = 'size-6', ...props }: HomeIconProps) {
  return <LineIcon d={paths[name]} className={className} {...props} />;
}

export { HomeIcon };
