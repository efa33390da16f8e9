import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Scroll reveal: an element fades and slides in once 10% of it is visible, with a
 * 50 px bottom margin, after an optional delay.
 *
 * Usage (server-rendered, nothing to hydrate):
 * ```tsx
 * <Reveal delay={100}><Card /></Reveal>   // any number of these
 * // and in the .astro view that renders them (home/home-view.astro), once:
 * <RevealAndZoom />   // @/components/ui/reveal-and-zoom.astro
 * ```
 * Content is never hidden without JavaScript (the hidden state needs the `js` class the head
 * script sets on `<html>`) nor under `prefers-reduced-motion`. Only opacity and transform
 * change, so the reveal causes no layout shift.
 */
type RevealProps = React.HTMLAttributes<HTMLElement> & {
  /** Delay before the animation starts, in milliseconds. */
  delay?: number;
  /** Element to render (default `div`). */
  as?: 'div' | 'li' | 'section' | 'article';
};

function Reveal({ delay = 0, as = 'div', className, style, ...props }: RevealProps) {
  const Tag = as as React.ElementType;
  const withDelay = delay ? { ...style, '--reveal-delay': `${delay}ms` } : style;
  return <Tag data-reveal="" className={cn(className)} style={withDelay} {...props} />;
}

export { Reveal };
