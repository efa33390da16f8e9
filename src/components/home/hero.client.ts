/**
 * The home hero's mouse-following background: eases the glow towards the pointer with
 * requestAnimationFrame and stops when it arrives. Touch and pen input, coarse pointers and
 * `prefers-reduced-motion` leave it still. Only custom properties used by a background gradient
 * change, so nothing moves in the layout.
 */
export function enhanceHeroPointer(selector = '[data-hero]'): void {
  const hero = document.querySelector<HTMLElement>(selector);
  if (!hero) return;
  const finePointer = matchMedia('(hover: hover) and (pointer: fine)');
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let targetX = 50;
  let targetY = 35;
  let x = targetX;
  let y = targetY;
  let frame = 0;
  const step = () => {
    x += (targetX - x) * 0.12;
    y += (targetY - y) * 0.12;
    hero.style.setProperty('--hero-x', `${x.toFixed(2)}%`);
    hero.style.setProperty('--hero-y', `${y.toFixed(2)}%`);
    frame = Math.abs(targetX - x) + Math.abs(targetY - y) > 0.05 ? requestAnimationFrame(step) : 0;
  };
  hero.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse' || !finePointer.matches || reducedMotion.matches) return;
    const box = hero.getBoundingClientRect();
    targetX = ((event.clientX - box.left) / box.width) * 100;
    targetY = ((event.clientY - box.top) / box.height) * 100;
    if (!frame) frame = requestAnimationFrame(step);
  });
}
