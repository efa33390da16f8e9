/**
 * Click-to-zoom images (spec: closed or open, toggled by a click or the close button). Each
 * `a[data-zoom]` links to its full-size file, so it works without JavaScript. With JavaScript a
 * click opens the page's one modal `<dialog>`: the image is shown large enough for a diagram's
 * node labels to read at 12 px or more (never below `minScale` of its natural size), and it can
 * be dragged, pinched or wheel-zoomed inside the view. A click that did not move, the close
 * button or Escape closes it; focus returns to the image link.
 */

/** Smallest scale of the natural size: diagram labels are 15–16 px, so 0.8 keeps them ≥ 12 px. */
export const minScale = 0.8;
const maxScale = 4;
/** A pointer that moved less than this many pixels clicked rather than dragged. */
const clickSlop = 6;

type Point = { x: number; y: number };

export function enhanceZoom(dialogId = 'zoom-dialog'): void {
  const dialog = document.getElementById(dialogId) as HTMLDialogElement | null;
  if (!dialog || typeof dialog.showModal !== 'function') return;
  // Created here rather than in the markup, where an <img> without a src is invalid HTML.
  const big = dialog.appendChild(document.createElement('img'));
  big.alt = '';
  big.draggable = false;
  big.className =
    'absolute top-0 left-0 max-w-none origin-top-left rounded-xl bg-white shadow-2xl select-none';
  const closeButton = dialog.querySelector('button');
  let opener: HTMLElement | null = null;
  let scale = 1;
  let base = 1;
  let tx = 0;
  let ty = 0;
  const pointers = new Map<number, Point>();
  let moved = 0;
  let pinch: { distance: number; scale: number } | null = null;

  const apply = () => {
    big.style.transform = `translate(${tx}px, ${ty}px) scale(${scale})`;
  };
  const naturalSize = () => ({
    w: big.naturalWidth || big.width || 1,
    h: big.naturalHeight || big.height || 1,
  });
  /** Scale that fits the viewport, but never smaller than `minScale` (readable labels). */
  const reset = () => {
    const { w, h } = naturalSize();
    const fit = Math.min((window.innerWidth * 0.95) / w, (window.innerHeight * 0.85) / h);
    base = Math.max(Math.min(fit, 2), minScale);
    scale = base;
    big.style.width = `${w}px`;
    big.style.height = `${h}px`;
    // Centred; a larger image starts at its top left corner so the first node shows.
    tx = w * scale > window.innerWidth ? 8 : (window.innerWidth - w * scale) / 2;
    ty = h * scale > window.innerHeight ? 64 : (window.innerHeight - h * scale) / 2;
    apply();
  };
  const zoomAt = (next: number, at: Point) => {
    const clamped = Math.min(Math.max(next, base), maxScale);
    tx = at.x - ((at.x - tx) * clamped) / scale;
    ty = at.y - ((at.y - ty) * clamped) / scale;
    scale = clamped;
    apply();
  };
  const distance = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  const open = (link: HTMLAnchorElement, event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const small = link.querySelector('img');
    if (!small) return;
    event.preventDefault();
    big.src = small.currentSrc || small.src;
    big.alt = small.alt;
    if (small.naturalWidth && small.naturalHeight) {
      big.width = small.naturalWidth;
      big.height = small.naturalHeight;
    }
    opener = link;
    dialog.showModal();
    if (big.complete) reset();
    else big.addEventListener('load', reset, { once: true });
  };
  document
    .querySelectorAll<HTMLAnchorElement>('a[data-zoom]')
    .forEach((link) => link.addEventListener('click', (event) => open(link, event)));

  dialog.addEventListener('pointerdown', (event) => {
    if (event.target === closeButton || closeButton?.contains(event.target as Node)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) moved = 0;
    if (pointers.size === 2) pinch = { distance: distance(), scale };
    dialog.setPointerCapture?.(event.pointerId);
  });
  dialog.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      zoomAt((pinch.scale * distance()) / pinch.distance, {
        x: (a.x + b.x) / 2,
        y: (a.y + b.y) / 2,
      });
      moved = Infinity;
      return;
    }
    tx += point.x - last.x;
    ty += point.y - last.y;
    moved += Math.abs(point.x - last.x) + Math.abs(point.y - last.y);
    apply();
  });
  const release = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  dialog.addEventListener('pointerup', release);
  dialog.addEventListener('pointercancel', (event) => {
    release(event);
    moved = Infinity;
  });
  dialog.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      zoomAt(scale * (event.deltaY < 0 ? 1.15 : 1 / 1.15), { x: event.clientX, y: event.clientY });
    },
    { passive: false },
  );
  // A click that did not drag (image, backdrop or close button) closes the view.
  dialog.addEventListener('click', () => {
    if (moved < clickSlop) dialog.close();
    moved = 0;
  });
  dialog.addEventListener('close', () => {
    big.removeAttribute('src');
    big.style.transform = '';
    pointers.clear();
    pinch = null;
    opener?.focus();
    opener = null;
  });
}
