/**
 * The home hero's flowing dots (global.css `.hero-flow`, `.hero-flow-dot`). The SVG draws a dot
 * every quarter of each connection, still. Once the page has loaded and gone idle (the layout's
 * `motionstart`, layout/motion.client.ts, never under `prefers-reduced-motion`), this puts the
 * same dots on small layers of their own over the drawing, hides the drawn ones, and lets the
 * compositor move each dot one quarter along its line (transform and opacity keyframes, so no
 * repaint and no script per frame), twice (4.8 s); then the drawn dots come back. A dot vanishes
 * under a node's port at either end of its line, as the drawn dots (under the nodes) do.
 */

export interface Point {
  x: number;
  y: number;
}

export const FLOW = {
  /** One quarter of a line, in milliseconds. */
  periodMs: 2400,
  /** How many times each dot runs its quarter (2 × 2.4 s: stopped within 5 s, WCAG 2.2.2). */
  rounds: 2,
  /** Dots on a line (the SVG's `stroke-dasharray` of 100 / 4). */
  dots: 4,
  /** Keyframes per quarter; between them the dot moves in a straight line. */
  steps: 8,
  /** A port's radius in the drawing (render-svg.ts): a dot whose centre is inside is hidden. */
  portRadius: 4,
  /** The dot's diameter in the drawing (global.css: the stroke width of `.hero-flow`). */
  diameter: 5,
  /** The animations' id, for tests and tools that look for them. */
  id: 'hero-flow',
} as const;

/**
 * The keyframes of dot `dot` (0 = at the start of the line) of a line `length` long, in a
 * drawing `size` large: `at(distance)` is the point that far along the line. Positions are
 * `translate(x%, y%)` of a box as large as the drawing; opacity is 0 while the dot's centre is
 * within a port's radius of either end, switching exactly at that distance.
 */
export function dotKeyframes(
  at: (distance: number) => Point,
  length: number,
  size: { width: number; height: number },
  dot: number,
  steps: number = FLOW.steps,
): Keyframe[] {
  const quarter = length / FLOW.dots;
  const from = dot * quarter;
  const visible = (d: number) => d >= FLOW.portRadius && d <= length - FLOW.portRadius;
  const frame = (d: number, offset: number, opacity: number): Keyframe => {
    const p = at(d);
    const x = ((p.x / size.width) * 100).toFixed(2);
    const y = ((p.y / size.height) * 100).toFixed(2);
    return { offset, transform: `translate(${x}%, ${y}%)`, opacity };
  };
  const frames: Keyframe[] = [];
  for (let i = 0; i <= steps; i++) {
    const d = from + (i / steps) * quarter;
    frames.push(frame(d, i / steps, visible(d) ? 1 : 0));
  }
  // Where the dot crosses a port's edge: the same point twice, before and after, so the switch
  // is exact instead of a fade between two keyframes.
  for (const edge of [FLOW.portRadius, length - FLOW.portRadius]) {
    const offset = (edge - from) / quarter;
    if (!(offset > 0 && offset < 1)) continue;
    const before = visible(edge - 1e-6) ? 1 : 0;
    frames.push(frame(edge, offset, before), frame(edge, offset, 1 - before));
  }
  // Stable sort: the two frames at an edge keep their order.
  return frames.sort((a, b) => (a.offset as number) - (b.offset as number));
}

/** Yields to the browser: input, paint and other tasks run before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the dots of the hero's drawing; resolves to their animations (none when there is none).
 * The points along the lines are read one dot's quarter per task (reading all 24 in one task held
 * the main thread about 75 ms on a phone's CPU, one line's four about 50 ms: Chromium traces at 4×
 * slowdown), then every dot's layer is added and started in one last task, so all start together.
 */
export async function startHeroFlow(selector = '[data-hero] figure svg'): Promise<Animation[]> {
  const svg = document.querySelector<SVGSVGElement>(selector);
  const host = svg?.parentElement;
  const lines = svg ? [...svg.querySelectorAll<SVGPathElement>('path.hero-flow')] : [];
  if (!svg || !host || !lines.length || typeof Element.prototype.animate !== 'function') return [];
  const { width, height } = svg.viewBox.baseVal;
  const dots: Keyframe[][] = [];
  for (const line of lines) {
    const length = line.getTotalLength();
    const at = (d: number) => line.getPointAtLength(d);
    for (let dot = 0; dot < FLOW.dots; dot++) {
      dots.push(dotKeyframes(at, length, { width, height }, dot));
      await nextTask();
    }
  }
  host.style.setProperty('--hero-dot-size', `${(FLOW.diameter / width) * 100}%`);
  const layers = document.createDocumentFragment();
  const jobs: [HTMLElement, Keyframe[]][] = dots.map((frames) => {
    const layer = document.createElement('span');
    layer.className = 'hero-flow-dot';
    layer.setAttribute('aria-hidden', 'true');
    // At rest where the drawn dot is, should an animation not run.
    layer.style.transform = String(frames[0]!.transform);
    layer.style.opacity = String(frames[0]!.opacity);
    layers.append(layer);
    return [layer, frames];
  });
  host.append(layers);
  host.setAttribute('data-hero-flowing', '');
  const animations = jobs.map(([layer, frames]) =>
    layer.animate(frames, {
      duration: FLOW.periodMs,
      iterations: FLOW.rounds,
      easing: 'linear',
      id: FLOW.id,
    }),
  );
  const done = () => {
    for (const [layer] of jobs) layer.remove();
    host.removeAttribute('data-hero-flowing');
  };
  Promise.all(animations.map((a) => a.finished)).then(done, done);
  return animations;
}

export function enhanceHeroFlow(): void {
  // The layout's start signal (the name repeated, not imported, so this script shares no module
  // with the layout's).
  addEventListener('motionstart', () => void startHeroFlow(), { once: true });
}
