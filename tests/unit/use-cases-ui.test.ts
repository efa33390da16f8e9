// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeroPointer } from '@/components/home/hero.client';
import { enhanceReveal, revealOptions } from '@/components/ui/reveal.client';
import { enhanceZoom, minScale } from '@/components/ui/zoom-image.client';

/** The browser scripts are bundled modules: call them as the pages do. */
const run = <T>(fn: (arg: T) => void, arg: T) => fn(arg);

function mockMatchMedia(matches: Record<string, boolean>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches[query] ?? false,
    media: query,
  }));
}

beforeEach(() => {
  document.body.innerHTML = '';
  mockMatchMedia({});
});
afterEach(() => vi.unstubAllGlobals());

describe('enhanceReveal', () => {
  let observed: Element[];
  let callback: IntersectionObserverCallback;
  let options: IntersectionObserverInit | undefined;
  let unobserve: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // a: in view; b: above it (scrolled past); c and d: further down.
    document.body.innerHTML = ['a', 'b', 'c', 'd']
      .map((id) => `<div data-reveal id="${id}"></div>`)
      .join('');
    const tops: Record<string, number> = { a: 100, b: -400, c: 900, d: 1600 };
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]'))
      el.getBoundingClientRect = () => ({ top: tops[el.id] }) as DOMRect;
    vi.stubGlobal('innerHeight', 800);
    observed = [];
    callback = () => {};
    options = undefined;
    unobserve = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, opts: IntersectionObserverInit) {
          callback = cb;
          options = opts;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve = unobserve;
      },
    );
  });
  const revealed = () => [...document.querySelectorAll('[data-revealed]')].map((el) => el.id);

  it("waits for the layout's motionstart, then shows what is in or above view and observes the rest with the spec options", () => {
    run(enhanceReveal, revealOptions);
    // Nothing while the page loads.
    expect(revealed()).toEqual([]);
    expect(observed).toEqual([]);
    dispatchEvent(new Event('motionstart'));
    expect(revealed()).toEqual(['a', 'b']);
    expect(options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });
    expect(observed.map((e) => e.id)).toEqual(['c', 'd']);
    callback(
      [
        { target: observed[0], isIntersecting: true },
        { target: observed[1], isIntersecting: false },
      ] as unknown as IntersectionObserverEntry[],
      {} as IntersectionObserver,
    );
    expect(revealed()).toEqual(['a', 'b', 'c']);
    expect(unobserve).toHaveBeenCalledWith(observed[0]);
  });

  it('shows everything at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    run(enhanceReveal, revealOptions);
    dispatchEvent(new Event('motionstart'));
    expect(revealed()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('enhanceZoom', () => {
  let dialog: HTMLDialogElement;
  let link: HTMLAnchorElement;

  beforeEach(() => {
    document.body.innerHTML = `
      <a href="/a.svg" data-zoom id="link"><picture><img src="/a.svg" alt="Diagram A"></picture></a>
      <dialog id="zoom-dialog"><button type="button">Close</button></dialog>`;
    dialog = document.getElementById('zoom-dialog') as HTMLDialogElement;
    link = document.getElementById('link') as HTMLAnchorElement;
    dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
    dialog.close = vi.fn(() => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
  });

  it('opens the dialog with the clicked image and restores focus when it closes', () => {
    run(enhanceZoom, 'zoom-dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.querySelector('img')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog.showModal).toHaveBeenCalledOnce();
    const big = dialog.querySelector('img')!;
    expect(big.src).toMatch(/\/a\.svg$/);
    expect(big.alt).toBe('Diagram A');

    dialog.querySelector('button')!.click();
    expect(dialog.close).toHaveBeenCalled();
    expect(big.hasAttribute('src')).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('shows diagrams at 12 px labels or more on a phone, and a drag pans without closing', () => {
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    run(enhanceZoom, 'zoom-dialog');
    // The script creates the enlarged image (an <img> without src is invalid in the markup).
    const big = dialog.querySelector('img')!;
    Object.defineProperty(big, 'complete', { value: true });
    Object.defineProperty(big, 'naturalWidth', { value: 840 });
    Object.defineProperty(big, 'naturalHeight', { value: 276 });
    link
      .querySelector('img')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    // Fitting 840 px into 390 px would shrink 15 px labels to 7 px; the view keeps 0.8 (12 px).
    expect(minScale * 15).toBeGreaterThanOrEqual(12);
    expect(big.style.transform).toMatch(/scale\(0\.8\)/);
    const pointer = (type: string, x: number) =>
      dialog.dispatchEvent(
        Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: 100 }), {
          pointerId: 1,
        }),
      );
    pointer('pointerdown', 300);
    pointer('pointermove', 200);
    pointer('pointerup', 200);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.close).not.toHaveBeenCalled();
    expect(big.style.transform).toMatch(/translate\(-92px/);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.close).toHaveBeenCalled();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    run(enhanceZoom, 'zoom-dialog');
    const click = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ctrlKey: true,
    });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(dialog.showModal).not.toHaveBeenCalled();
  });

  it('does nothing where dialogs are not supported, so the link still opens the image', () => {
    (dialog as unknown as { showModal?: unknown }).showModal = undefined;
    run(enhanceZoom, 'zoom-dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('enhanceHeroPointer', () => {
  let timers: (() => void)[];
  beforeEach(() => {
    document.body.innerHTML = '<section data-hero><div class="hero-spot"></div></section>';
    document.documentElement.classList.add('motion');
    timers = [];
    vi.stubGlobal('setTimeout', (cb: () => void) => timers.push(cb));
    const hero = document.querySelector('section')!;
    hero.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
  });
  afterEach(() => document.documentElement.classList.remove('motion'));

  const move = (pointerType: string, clientX = 180) => {
    const event = new MouseEvent('pointermove', { bubbles: true, clientX, clientY: 50 });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    document.querySelector('section')!.dispatchEvent(event);
  };
  const transform = () => document.querySelector<HTMLElement>('.hero-spot')!.style.transform;

  it('moves the light with a transform, at most once an interval, to the last position', () => {
    mockMatchMedia({ '(hover: hover) and (pointer: fine)': true });
    run(enhanceHeroPointer, '[data-hero]');
    move('mouse', 120);
    move('mouse', 180);
    expect(transform()).toBe('');
    expect(timers).toHaveLength(1);
    timers.shift()!();
    // The light rests at 50 % / 35 %: the pointer is 80 px right of it and 15 px below.
    expect(transform()).toBe('translate(80px, 15px)');
  });

  it.each([
    ['touch input', 'touch', { '(hover: hover) and (pointer: fine)': true }, true],
    ['a coarse pointer', 'mouse', {}, true],
    [
      'a page whose motion has not started',
      'mouse',
      { '(hover: hover) and (pointer: fine)': true },
      false,
    ],
  ])('stays still for %s', (_label, pointerType, media, started) => {
    mockMatchMedia(media);
    if (!started) document.documentElement.classList.remove('motion');
    run(enhanceHeroPointer, '[data-hero]');
    move(pointerType);
    expect(timers).toHaveLength(0);
    expect(transform()).toBe('');
  });
});

describe('browser scripts', () => {
  it('are bundled modules, never functions serialised into inline scripts', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(tsx|astro)$/.test(f),
    );
    const serialised = files.filter((f) =>
      /\.toString\(\)\}?\)?\(|dangerouslySetInnerHTML=\{\{\s*__html:\s*`\(\$\{/.test(
        readFileSync(`src/${f}`, 'utf8'),
      ),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(serialised).toEqual([]);
  });
});
