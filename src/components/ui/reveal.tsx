import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Scroll reveal (spec §4/§9): an element fades and slides in once 10% of it is visible, with a
 * 50 px bottom margin, after an optional delay.
 *
 * Usage (server-rendered, nothing to hydrate):
 * ```tsx
 * <Reveal delay={100}><Card /></Reveal>   // any number of these
 * <RevealScript />                         // once per page, anywhere in the body
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

/** Observer options from the spec: 10% visible, 50 px bottom margin. */
export const revealOptions: IntersectionObserverInit = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
};

/**
 * Browser side of the reveal, serialised into an inline script by `RevealScript`. Self-contained
 * on purpose (no outer references). Exported for unit tests.
 */
export function enhanceReveal(options: IntersectionObserverInit): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-reveal]');
  const show = (el: Element) => el.setAttribute('data-revealed', '');
  if (
    !('IntersectionObserver' in window) ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    elements.forEach(show);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        show(entry.target);
        observer.unobserve(entry.target);
      }
    }
  }, options);
  elements.forEach((el) => observer.observe(el));
}

/**
 * The reveal script; render once per page that uses `Reveal`. Its styles live in global.css
 * (in the head), so the hidden state applies from the first paint and nothing fades out.
 */
function RevealScript() {
  const code = `(${enhanceReveal.toString()})(${JSON.stringify(revealOptions)})`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

export { Reveal, RevealScript };
