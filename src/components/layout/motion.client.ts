/**
 * The page's one start signal for motion. Nothing moves while the page loads: after the `load`
 * event, once the browser is idle (`requestIdleCallback`, at most 2 s later), this dispatches
 * `motionstart` on `window` and then, in a later task after the next frame, adds the `motion`
 * class to `<html>`. Under
 * `prefers-reduced-motion` neither ever happens, so nothing is hidden and nothing moves.
 *
 * A component's script waits for it with `onMotionStart` below (scroll reveal, the home hero's
 * flowing dots). Listeners run before the class is added, so they can read the page as it was
 * painted (what is already in view) before the class hides anything; each of the two steps is a
 * short task of its own.
 */
export const MOTION_CLASS = 'motion';
export const MOTION_EVENT = 'motionstart';
/** How long after `load` motion waits for an idle moment at most (`requestIdleCallback`'s timeout). */
export const MOTION_IDLE_TIMEOUT_MS = 2000;

export function startMotionWhenIdle(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const start = () => {
    dispatchEvent(new Event(MOTION_EVENT));
    // The class comes in a task of its own, after the frame that paints what the listeners
    // changed (the hero's dots on their layers): the style change it makes over the page (the
    // hidden state of what waits below the fold, the hero light's transition) is not added to
    // theirs in one long task that blocks the main thread.
    requestAnimationFrame(() => setTimeout(addClass, 0));
  };
  const addClass = () => document.documentElement.classList.add(MOTION_CLASS);
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(start, { timeout: MOTION_IDLE_TIMEOUT_MS });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
