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
  beforeEach(() => {
    document.body.innerHTML = '<div data-reveal id="a"></div><div data-reveal id="b"></div>';
  });

  it('observes every element with the spec options and reveals it once visible', () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    let options: IntersectionObserverInit | undefined;
    const unobserve = vi.fn();
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
    run(enhanceReveal, revealOptions);
    expect(options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -50px 0px' });
    expect(observed.map((e) => e.id)).toEqual(['a', 'b']);
    callback(
      [
        { target: observed[0], isIntersecting: true },
        { target: observed[1], isIntersecting: false },
      ] as unknown as IntersectionObserverEntry[],
      {} as IntersectionObserver,
    );
    expect(observed[0].hasAttribute('data-revealed')).toBe(true);
    expect(observed[1].hasAttribute('data-revealed')).toBe(false);
    expect(unobserve).toHaveBeenCalledWith(observed[0]);
  });

  it.each([
    ['without IntersectionObserver', {}, false],
    ['under reduced motion', { '(prefers-reduced-motion: reduce)': true }, true],
  ])('shows everything at once %s', (_label, media, withObserver) => {
    mockMatchMedia(media);
    if (withObserver) vi.stubGlobal('IntersectionObserver', class {});
    else vi.stubGlobal('IntersectionObserver', undefined);
    if (!withObserver) delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    run(enhanceReveal, revealOptions);
    expect(document.querySelectorAll('[data-revealed]')).toHaveLength(2);
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
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    document.body.innerHTML = '<section data-hero></section>';
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const hero = document.querySelector('section')!;
    hero.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
  });

  const move = (pointerType: string) => {
    const event = new MouseEvent('pointermove', { bubbles: true, clientX: 180, clientY: 50 });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    document.querySelector('section')!.dispatchEvent(event);
  };
  const x = () =>
    document.querySelector<HTMLElement>('section')!.style.getPropertyValue('--hero-x');

  it('eases towards a fine mouse pointer with requestAnimationFrame', () => {
    mockMatchMedia({ '(hover: hover) and (pointer: fine)': true });
    run(enhanceHeroPointer, '[data-hero]');
    move('mouse');
    expect(frames).toHaveLength(1);
    for (let i = 0; i < 200 && frames.length; i++) frames.shift()!(0);
    expect(parseFloat(x())).toBeCloseTo(90, 0);
    expect(frames).toHaveLength(0); // stops once it has arrived
  });

  it.each([
    ['touch input', 'touch', { '(hover: hover) and (pointer: fine)': true }],
    ['a coarse pointer', 'mouse', {}],
    [
      'reduced motion',
      'mouse',
      { '(hover: hover) and (pointer: fine)': true, '(prefers-reduced-motion: reduce)': true },
    ],
  ])('stays still for %s', (_label, pointerType, media) => {
    mockMatchMedia(media);
    run(enhanceHeroPointer, '[data-hero]');
    move(pointerType);
    expect(frames).toHaveLength(0);
    expect(x()).toBe('');
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
