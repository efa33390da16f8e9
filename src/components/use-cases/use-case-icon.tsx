import type * as React from 'react';
import { LineIcon } from '@/components/ui/icon';
import type { UseCaseIcon as IconName } from '@/lib/n8n/use-cases';

const paths: Record<IconName, string> = {
  target:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3M20 16V6',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  lifebuoy:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  megaphone: 'M3 10v4h4l6 4V6L7 10zM17 8a5 5 0 0 1 0 8M7 14l1 5h3l-1-4',
  handshake:
    'M2 11l4-4 4 2 3-2 3 1 3-1 3 4M6 7l-3 8 5 4 2-1M18 7l3 8-6 5-3-2M10 18l-3-3M13 17l-3-3M15 15l-3-3',
  sync: 'M4 12a8 8 0 0 1 13.7-5.7L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 0 1-13.7 5.7L4 15.5M4 20v-4.5h4.5',
  pulse: 'M3 12h4l3-8 4 16 3-8h4',
};

type UseCaseIconProps = Omit<React.ComponentProps<typeof LineIcon>, 'd'> & { name: IconName };

/** Icon of a use-case card (decorative). */
function UseCaseIcon({ name, className = 'size-6', ...props }: UseCaseIconProps) {
  return <LineIcon d={paths[name]} className={className} {...props} />;
}

export { UseCaseIcon };
