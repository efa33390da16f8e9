/**
 * Scroll reveal (spec: 10% threshold, 50 px bottom margin): marks each `[data-reveal]` element
 * `data-revealed` once it is visible; global.css fades and slides it in (opacity and transform
 * only, which the compositor animates). Nothing is hidden, and nothing moves, while the page
 * loads: the hidden state needs the `motion` class the layout's script adds once the page has
 * loaded and gone idle (layout/motion.client.ts, which never adds it under
 * `prefers-reduced-motion`). Just before, every element already in view, or above it, is marked
 * revealed, so what the visitor sees never disappears; only what is further down waits for its
 * turn. The layout adds this script to every page whose content has a `Reveal`
 * (`ui/reveal-and-zoom.astro`).
 */
export const revealOptions: IntersectionObserverInit = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
};

/** Marks what is in view now and observes the rest; runs on the layout's `motionstart`. */
export function revealBelowTheFold(options: IntersectionObserverInit = revealOptions): void {
  const show = (el: Element) => el.setAttribute('data-revealed', '');
  const elements = [...document.querySelectorAll<HTMLElement>('[data-reveal]')];
  if (!('IntersectionObserver' in window) || !window.IntersectionObserver) {
    elements.forEach(show);
    return;
  }
  // Before the `motion` class exists no transform applies, so these are the painted positions.
  const later = elements.filter((el) => el.getBoundingClientRect().top >= innerHeight);
  elements.filter((el) => !later.includes(el)).forEach(show);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        show(entry.target);
        observer.unobserve(entry.target);
      }
    }
  }, options);
  later.forEach((el) => observer.observe(el));
}

export function enhanceReveal(options: IntersectionObserverInit = revealOptions): void {
  // The layout's start signal (layout/motion.client.ts; the name is repeated, not imported, so
  // this script shares no module with the layout's and stays inlined in the page).
  addEventListener('motionstart', () => revealBelowTheFold(options), { once: true });
}
