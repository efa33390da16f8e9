import { describe, expect, it } from 'vitest';
import { dotKeyframes, FLOW } from '@/components/home/hero-flow.client';

/** A straight line from (0, 50) to (200, 50) in a 400 × 100 drawing. */
const at = (d: number) => ({ x: d, y: 50 });
const size = { width: 400, height: 100 };
const xOf = (frame: Keyframe) => Number(/translate\(([\d.]+)%/.exec(String(frame.transform))![1]);

describe('dotKeyframes', () => {
  it('moves each dot one quarter of its line, as a transform of a drawing-sized box', () => {
    for (let dot = 0; dot < FLOW.dots; dot++) {
      const frames = dotKeyframes(at, 200, size, dot, 4);
      expect(frames[0]!.offset).toBe(0);
      expect(frames.at(-1)!.offset).toBe(1);
      // 50 units of the 400-wide drawing per quarter: 12.5 % of the box.
      expect(xOf(frames[0]!)).toBeCloseTo(dot * 12.5, 5);
      expect(xOf(frames.at(-1)!)).toBeCloseTo((dot + 1) * 12.5, 5);
      expect(frames[0]!.transform).toMatch(/, 50\.00%\)$/);
    }
  });

  it('animates only transform and opacity, in order', () => {
    const frames = dotKeyframes(at, 200, size, 2);
    for (const frame of frames)
      expect(Object.keys(frame).sort()).toEqual(['offset', 'opacity', 'transform']);
    const offsets = frames.map((f) => f.offset as number);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('hides the dot exactly while its centre is under a port at either end', () => {
    const first = dotKeyframes(at, 200, size, 0, 4);
    // Hidden at the start, shown from the port's edge (4 units of 50: offset 0.08) on.
    expect(first[0]!.opacity).toBe(0);
    const edge = first.filter((f) => f.offset === FLOW.portRadius / 50);
    expect(edge.map((f) => f.opacity)).toEqual([0, 1]);
    expect(first.filter((f) => (f.offset as number) > 0.08).every((f) => f.opacity === 1)).toBe(
      true,
    );
    const last = dotKeyframes(at, 200, size, 3, 4);
    expect(last.at(-1)!.opacity).toBe(0);
    expect(last.filter((f) => f.offset === 1 - FLOW.portRadius / 50).map((f) => f.opacity)).toEqual(
      [1, 0],
    );
    // The middle dots never pass a port.
    expect(dotKeyframes(at, 200, size, 1, 4).every((f) => f.opacity === 1)).toBe(true);
  });

  it('stops within 5 s (WCAG 2.2.2)', () => {
    expect(FLOW.periodMs * FLOW.rounds).toBeLessThanOrEqual(5000);
  });
});
