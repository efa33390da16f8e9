/**
 * The phone booking bar: shown once the visitor has scrolled past the first
 * section of the page (the hero), hidden again above it. It is in the HTML from the start and
 * fixed at the bottom (the body keeps room for it), so showing it moves nothing.
 */
const bar = document.querySelector<HTMLElement>('[data-booking-bar]');
const hero = document.querySelector('#main > *');
if (bar && hero && 'IntersectionObserver' in window) {
  new IntersectionObserver(([entry]) => {
    const past = !entry!.isIntersecting && entry!.boundingClientRect.top < 0;
    bar.toggleAttribute('data-visible', past);
    bar.inert = !past;
  }).observe(hero);
}
