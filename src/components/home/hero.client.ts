/**
 * The home hero's mouse-following light: moves the orange light (`.hero-spot`, global.css) so
 * that its centre follows the pointer, with a transform the compositor eases (a CSS transition
 * under the `motion` class): no repaint, no script per frame. It writes at most one position
 * every `POINTER_INTERVAL_MS`, the last one always. Touch and pen input, coarse pointers, and a
 * page that has not started its motion yet (layout/motion.client.ts: loaded and idle, never
 * under `prefers-reduced-motion`) leave it still.
 */
export const POINTER_INTERVAL_MS = 100;

/** Where the light's centre rests, in per cent of the hero's width and height (global.css). */
const REST = { x: 50, y: 35 };

export function enhanceHeroPointer(selector = '[data-hero]'): void {
  const hero = document.querySelector<HTMLElement>(selector);
  const spot = hero?.querySelector<HTMLElement>('.hero-spot');
  if (!hero || !spot) return;
  const finePointer = matchMedia('(hover: hover) and (pointer: fine)');
  let target: { x: number; y: number } | null = null;
  let timer = 0;
  const apply = () => {
    timer = 0;
    if (target)
      spot.style.transform = `translate(${target.x.toFixed(1)}px, ${target.y.toFixed(1)}px)`;
  };
  hero.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse' || !finePointer.matches) return;
    if (!document.documentElement.classList.contains('motion')) return;
    const box = hero.getBoundingClientRect();
    target = {
      x: event.clientX - box.left - (box.width * REST.x) / 100,
      y: event.clientY - box.top - (box.height * REST.y) / 100,
    };
    if (!timer) timer = window.setTimeout(apply, POINTER_INTERVAL_MS);
  });
}
