import { describe, expect, it } from 'vitest';
import {
  clusterIndex,
  layoutWorkflow,
  metrics,
  orderedSteps,
  wrapLabel,
  type Orientation,
  type WorkflowLayout,
} from '@/lib/n8n/layout';
import type { N8nWorkflow } from '@/lib/n8n/schema';

const node = (name: string, type: string, position: [number, number]) => ({
  name,
  type,
  typeVersion: 1,
  position,
  parameters: {},
});
const to = (target: string, index = 0) => ({ node: target, type: 'main', index });

/** Webhook -> IF -> (true) Slack -> Sheets, (false) Set; positions in n8n canvas units. */
const workflow: N8nWorkflow = {
  name: 'Branching',
  nodes: [
    node('Webhook', 'n8n-nodes-base.webhook', [0, 300]),
    node('Check', 'n8n-nodes-base.if', [220, 300]),
    node('Notify', 'n8n-nodes-base.slack', [440, 300]),
    node('Log', 'n8n-nodes-base.googleSheets', [660, 310]),
    node('Fallback', 'n8n-nodes-base.set', [440, 500]),
    node('Note', 'n8n-nodes-base.stickyNote', [-400, -200]),
  ],
  connections: {
    Webhook: { main: [[to('Check')]] },
    Check: { main: [[to('Notify')], [to('Fallback')]] },
    Notify: { main: [[to('Log')]] },
  },
};

describe('clusterIndex', () => {
  it.each([
    [[0, 220, 440], { 0: 0, 220: 1, 440: 2 }],
    [[0, 20, 59, 61], { 0: 0, 20: 0, 59: 0, 61: 1 }],
    [[300, 100, 310, 500], { 100: 0, 300: 1, 310: 1, 500: 2 }],
    [[-200, -200], { [-200]: 0 }],
  ])('%j -> %j', (values, expected) => {
    expect(Object.fromEntries(clusterIndex(values, 60))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([k, v]) => [Number(k), v])),
    );
  });
});

describe('wrapLabel', () => {
  it.each([
    ['Create HubSpot contact', 13, 3, ['Create', 'HubSpot', 'contact']],
    ['Alert the rep in Slack', 13, 3, ['Alert the rep', 'in Slack']],
    ['Neues Support-Ticket', 13, 3, ['Neues', 'Support-', 'Ticket']],
    ['Short', 13, 3, ['Short']],
    ['Abcdefghijklmnopqrstuvwxyz', 10, 3, ['Abcdefghi-', 'jklmnopqr-', 'stuvwxyz']],
    ['one two three four five six seven', 9, 2, ['one two', 'three…']],
    ['  spaced   out  ', 13, 3, ['spaced out']],
  ])('%j at %i chars, %i lines', (text, chars, lines, expected) => {
    const result = wrapLabel(text, chars, lines);
    expect(result).toEqual(expected);
    for (const line of result) expect(line.length).toBeLessThanOrEqual(chars);
  });
});

function inside(layout: WorkflowLayout) {
  for (const n of layout.nodes) {
    expect(n.x).toBeGreaterThanOrEqual(0);
    expect(n.y).toBeGreaterThanOrEqual(0);
    expect(n.x + n.size).toBeLessThanOrEqual(layout.width);
    expect(n.y + n.size).toBeLessThanOrEqual(layout.height);
  }
}

describe('layoutWorkflow', () => {
  it.each<Orientation>(['wide', 'tall'])(
    '%s: keeps every box and label inside the viewBox',
    (o) => {
      const layout = layoutWorkflow(workflow, o, {
        Log: 'A rather long label that wraps onto lines',
      });
      inside(layout);
      const m = metrics[o];
      for (const n of layout.nodes) {
        const lastBaseline = n.labelY + (n.lines.length - 1) * m.lineHeight;
        expect(lastBaseline).toBeLessThanOrEqual(layout.height);
        const halfWidth = n.labelAnchor === 'middle' ? m.labelWidth / 2 : 0;
        expect(n.labelX - halfWidth).toBeGreaterThanOrEqual(0);
        expect(
          n.labelX + (n.labelAnchor === 'middle' ? m.labelWidth / 2 : m.labelWidth),
        ).toBeLessThanOrEqual(layout.width);
      }
    },
  );

  it('leaves sticky notes out', () => {
    expect(layoutWorkflow(workflow).nodes.map((n) => n.name)).not.toContain('Note');
  });

  it('maps canvas positions to columns and lanes in order', () => {
    const cells = Object.fromEntries(
      layoutWorkflow(workflow).nodes.map((n) => [n.name, [n.col, n.lane]]),
    );
    expect(cells).toEqual({
      Webhook: [0, 0],
      Check: [1, 0],
      Notify: [2, 0],
      Log: [3, 0], // y 310 is within the tolerance of 300
      Fallback: [2, 1],
    });
  });

  it('wide: flows left to right with lanes below; tall: flows top to bottom with lanes to the right', () => {
    const wide = layoutWorkflow(workflow, 'wide');
    const tall = layoutWorkflow(workflow, 'tall');
    const get = (l: WorkflowLayout, name: string) => l.nodes.find((n) => n.name === name)!;
    expect(get(wide, 'Check').x).toBeGreaterThan(get(wide, 'Webhook').x);
    expect(get(wide, 'Check').y).toBe(get(wide, 'Webhook').y);
    expect(get(wide, 'Fallback').y).toBeGreaterThan(get(wide, 'Notify').y);
    expect(get(tall, 'Check').y).toBeGreaterThan(get(tall, 'Webhook').y);
    expect(get(tall, 'Check').x).toBe(get(tall, 'Webhook').x);
    expect(get(tall, 'Fallback').x).toBeGreaterThan(get(tall, 'Notify').x);
    expect(tall.width).toBeLessThan(wide.width);
    expect(tall.height).toBeGreaterThan(wide.height);
  });

  it('sizes the viewBox from the grid (4 columns, 2 lanes)', () => {
    const m = metrics.wide;
    const wide = layoutWorkflow(workflow, 'wide');
    expect(wide.width).toBe(2 * m.margin + 3 * m.flowStep + m.labelWidth);
    const t = metrics.tall;
    const tall = layoutWorkflow(workflow, 'tall');
    expect(tall.width).toBe(2 * t.margin + t.laneStep + t.box + t.labelGap + t.labelWidth);
  });

  it('starts edges at the right output port and ends them at the target input', () => {
    const layout = layoutWorkflow(workflow, 'wide');
    const check = layout.nodes.find((n) => n.name === 'Check')!;
    expect(check.outputs).toBe(2);
    const yes = layout.edges.find((e) => e.target === 'Notify')!;
    const no = layout.edges.find((e) => e.target === 'Fallback')!;
    expect(yes.branch).toBe('true');
    expect(no.branch).toBe('false');
    expect(yes.from[0]).toBe(check.x + check.size);
    expect(yes.from[1]).toBeCloseTo(check.y + check.size / 3);
    expect(no.from[0]).toBe(check.x + check.size);
    expect(no.from[1]).toBeCloseTo(check.y + (2 * check.size) / 3);
    const fallback = layout.nodes.find((n) => n.name === 'Fallback')!;
    expect(no.to).toEqual([fallback.x, fallback.y + fallback.size / 2]);
    expect(no.d).toMatch(/^M[\d.]+ [\d.]+ C[\d.]+ [\d.]+ [\d.]+ [\d.]+ [\d.]+ [\d.]+$/);
    expect(layout.edges.every((e) => !e.dashed)).toBe(true);
  });

  it('spreads several inputs of one node (merge) over its left edge', () => {
    const wf: N8nWorkflow = {
      name: 'Merge',
      nodes: [
        node('A', 'n8n-nodes-base.set', [0, 0]),
        node('B', 'n8n-nodes-base.set', [0, 200]),
        node('Merge', 'n8n-nodes-base.merge', [220, 0]),
      ],
      connections: { A: { main: [[to('Merge', 0)]] }, B: { main: [[to('Merge', 1)]] } },
    };
    const layout = layoutWorkflow(wf, 'wide');
    const merge = layout.nodes.find((n) => n.name === 'Merge')!;
    const [first, second] = layout.edges;
    expect(first.to[1]).toBeCloseTo(merge.y + merge.size / 3);
    expect(second.to[1]).toBeCloseTo(merge.y + (2 * merge.size) / 3);
  });

  it('draws AI sub-node connections dashed, from the sub-node up to its parent', () => {
    const wf: N8nWorkflow = {
      name: 'Agent',
      nodes: [
        node('Agent', '@n8n/n8n-nodes-langchain.agent', [0, 0]),
        node('Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', [0, 200]),
      ],
      connections: {
        Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      },
    };
    const [edge] = layoutWorkflow(wf, 'wide').edges;
    expect(edge.dashed).toBe(true);
    expect(edge.from[1]).toBeGreaterThan(edge.to[1]);
  });

  it('moves a node that lands on an occupied cell to the next lane', () => {
    const wf: N8nWorkflow = {
      name: 'Overlap',
      nodes: [node('A', 'n8n-nodes-base.set', [0, 0]), node('B', 'n8n-nodes-base.set', [10, 10])],
      connections: {},
    };
    const lanes = layoutWorkflow(wf).nodes.map((n) => n.lane);
    expect(lanes).toEqual([0, 1]);
  });
});

describe('orderedSteps', () => {
  it('lists steps by column, then lane (true branch before false), with labels', () => {
    expect(orderedSteps(workflow, { Webhook: 'Form sent' })).toEqual([
      'Form sent',
      'Check',
      'Notify',
      'Fallback',
      'Log',
    ]);
  });
});
