/**
 * Scroll reveal (spec: 10% threshold, 50 px bottom margin): marks each `[data-reveal]` element
 * `data-revealed` once it is visible; global.css animates it. Without IntersectionObserver or
 * under `prefers-reduced-motion` everything shows at once. The layout adds it to every page
 * whose content has a `Reveal` (`ui/reveal-and-zoom.astro`).
 */
export const revealOptions: IntersectionObserverInit = {
  threshold: 0.1,
  rootMargin: '0px 0px -50px 0px',
};

export function enhanceReveal(options: IntersectionObserverInit = revealOptions): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-reveal]');
  const show = (el: Element) => el.setAttribute('data-revealed', '');
  if (
    !('IntersectionObserver' in window) ||
    !window.IntersectionObserver ||
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
