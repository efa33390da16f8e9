// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MOTION_CLASS,
  MOTION_EVENT,
  startMotionWhenIdle,
} from '../../src/components/layout/motion.client';

/** Runs the page's queued callbacks one kind at a time, as the browser would, recording order. */
function fakeBrowser(reduced = false) {
  const idle: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && /reduce/.test(query) }));
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((fn) => fn());
  return { idle: () => run(idle), frame: () => run(frames) };
}

const hasClass = () => document.documentElement.classList.contains(MOTION_CLASS);

describe('the start signal for motion', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.classList.remove(MOTION_CLASS);
  });

  it('signals once idle, then adds the class in a later task after the next frame', () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    const seen: boolean[] = [];
    addEventListener(MOTION_EVENT, () => seen.push(hasClass()), { once: true });
    startMotionWhenIdle(); // jsdom's document has loaded: it waits for idle only
    expect(seen).toEqual([]);
    browser.idle();
    // The listeners ran, in a task without the class; nothing else happened in it.
    expect(seen).toEqual([false]);
    expect(hasClass()).toBe(false);
    browser.frame();
    expect(hasClass()).toBe(false);
    vi.runAllTimers();
    expect(hasClass()).toBe(true);
  });

  it('never signals nor adds the class under reduced motion', () => {
    vi.useFakeTimers();
    const browser = fakeBrowser(true);
    const seen = vi.fn();
    addEventListener(MOTION_EVENT, seen, { once: true });
    startMotionWhenIdle();
    browser.idle();
    browser.frame();
    vi.runAllTimers();
    expect(seen).not.toHaveBeenCalled();
    expect(hasClass()).toBe(false);
    removeEventListener(MOTION_EVENT, seen);
  });
});
