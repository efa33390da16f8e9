import { listEdges, type N8nNode, type N8nWorkflow } from './schema';
import { nodeVisual, type NodeVisual } from './node-types';

/**
 * Diagram geometry computed from a workflow's own node positions and connections.
 *
 * Positions are kept in order but compressed onto a grid: distinct x positions (within a
 * tolerance) become columns and distinct y positions become rows. That keeps the picture
 * faithful to the canvas the author arranged in n8n while removing the large empty gaps of the
 * canvas, so labels stay legible when the SVG is shown at phone width.
 *
 * Two orientations: `wide` (left to right, labels under the boxes, as in n8n) and `tall`
 * (top to bottom, labels beside the boxes) for narrow screens.
 */
export type Orientation = 'wide' | 'tall';

export interface LayoutMetrics {
  box: number;
  /** Distance between column centres (wide) or row centres (tall) along the flow. */
  flowStep: number;
  /** Distance between lanes across the flow. */
  laneStep: number;
  margin: number;
  fontSize: number;
  lineHeight: number;
  /** Space reserved for a node's label (width). */
  labelWidth: number;
  /** Gap between box and label. */
  labelGap: number;
  maxChars: number;
  maxLines: number;
}

/**
 * Tuned so label text renders at about 11 CSS px or more when the tall diagram fills a 320 px
 * phone column and the wide one a 560 px card. 13 characters of 600-weight text fit the label
 * width.
 */
export const metrics: Record<Orientation, LayoutMetrics> = {
  wide: {
    box: 56,
    flowStep: 136,
    laneStep: 140,
    margin: 16,
    fontSize: 15,
    lineHeight: 18,
    labelWidth: 128,
    labelGap: 12,
    maxChars: 13,
    maxLines: 3,
  },
  tall: {
    box: 52,
    flowStep: 100,
    laneStep: 224,
    margin: 16,
    fontSize: 16,
    lineHeight: 19,
    labelWidth: 144,
    labelGap: 12,
    maxChars: 13,
    maxLines: 3,
  },
};

/** The largest workflow the site draws: 6 columns along the flow, 2 lanes across it. */
const MAX_COLUMNS = 6;
const MAX_LANES = 2;

/**
 * The one canvas every use-case diagram of an orientation is drawn on (one node
 * scale). Wide: the size of the largest workflow, so every wide diagram has the same width and
 * height, and a card of any width shows its nodes at the same size as its neighbours'. Tall:
 * the width only (phones show it at the column's width; its height follows the steps).
 */
export function diagramCanvas(orientation: Orientation): { width: number; height?: number } {
  const m = metrics[orientation];
  if (orientation === 'wide')
    return {
      width: 2 * m.margin + (MAX_COLUMNS - 1) * m.flowStep + m.labelWidth,
      height:
        2 * m.margin +
        (MAX_LANES - 1) * m.laneStep +
        m.box +
        m.labelGap +
        m.maxLines * m.lineHeight,
    };
  return { width: 2 * m.margin + (MAX_LANES - 1) * m.laneStep + m.box + m.labelGap + m.labelWidth };
}

/** Positions closer than this (canvas units) share a column or row. */
export const GRID_TOLERANCE = 60;

export interface LayoutNode {
  name: string;
  type: string;
  visual: NodeVisual;
  /** Column (index along the flow) and lane (index across it). */
  col: number;
  lane: number;
  /** Top-left corner of the box, in diagram units. */
  x: number;
  y: number;
  size: number;
  /** Wrapped label lines. */
  lines: string[];
  /** Anchor of the first label line (text baseline) and its alignment. */
  labelX: number;
  labelY: number;
  labelAnchor: 'middle' | 'start';
  /** Number of main outputs drawn as ports (IF: 2). */
  outputs: number;
}

export interface LayoutEdge {
  source: string;
  target: string;
  type: string;
  output: number;
  input: number;
  /** SVG path data: a cubic bezier from the source port to the target port. */
  d: string;
  /** Start and end points (for tests and labels). */
  from: [number, number];
  to: [number, number];
  /** AI sub-node connections are drawn dashed, as in n8n. */
  dashed: boolean;
  /** `true`/`false` for IF outputs, otherwise undefined. */
  branch?: 'true' | 'false';
}

export interface WorkflowLayout {
  orientation: Orientation;
  width: number;
  height: number;
  nodes: LayoutNode[];
  edges: LayoutEdge[];
}

/** Node types that are canvas decoration, not steps. */
const decorative = new Set(['n8n-nodes-base.stickyNote']);

/** The nodes that are steps of the workflow (sticky notes left out). */
export function stepNodes(workflow: Pick<N8nWorkflow, 'nodes'>): N8nNode[] {
  return workflow.nodes.filter((n) => !decorative.has(n.type));
}

/**
 * Maps each value to the index of its cluster: sorted values closer than `tolerance` to the
 * first value of the current cluster share an index.
 * @example clusterIndex([0, 220, 230, 440], 60) // Map { 0 => 0, 220 => 1, 230 => 1, 440 => 2 }
 */
export function clusterIndex(values: number[], tolerance = GRID_TOLERANCE): Map<number, number> {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const map = new Map<number, number>();
  let index = -1;
  let start = -Infinity;
  for (const v of sorted) {
    if (v - start > tolerance) {
      index += 1;
      start = v;
    }
    map.set(v, index);
  }
  return map;
}

/**
 * Word-wraps a label into at most `maxLines` lines of about `maxChars` characters; an overlong
 * word is split, and text that does not fit ends with an ellipsis.
 * @example wrapLabel('Create HubSpot contact', 15, 3) // ['Create HubSpot', 'contact']
 */
export function wrapLabel(text: string, maxChars: number, maxLines: number): string[] {
  // Lines break at plain spaces only: a no-break space (French "plus\u202f?") keeps its
  // neighbours together. Overlong hyphenated words may break after their hyphens ("Support-" /
  // "Ticket").
  const words = text
    .trim()
    .split(/[ \t\r\n]+/)
    .filter(Boolean)
    .flatMap((w) => (w.length > maxChars ? w.split(/(?<=-)(?=.)/) : [w]));
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string) => {
    let w = word;
    while (w.length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(w.slice(0, maxChars - 1) + '-');
      w = w.slice(maxChars - 1);
    }
    if (!current) current = w;
    else if (current.endsWith('-') && current.length + w.length <= maxChars) current += w;
    else if (current.length + 1 + w.length <= maxChars) current += ` ${w}`;
    else {
      lines.push(current);
      current = w;
    }
  };
  words.forEach(pushWord);
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1].replace(/-$/, '');
  kept[maxLines - 1] =
    (last.length >= maxChars ? last.slice(0, maxChars - 1) : last).replace(/\s+$/, '') + '…';
  return kept;
}

function outputCount(node: N8nNode, workflow: N8nWorkflow): number {
  const declared = workflow.connections[node.name]?.main?.length ?? 0;
  const minimum = node.type === 'n8n-nodes-base.if' ? 2 : 1;
  return Math.max(declared, minimum);
}

function inputCount(name: string, edges: ReturnType<typeof listEdges>): number {
  const indexes = edges.filter((e) => e.target === name && e.type === 'main').map((e) => e.input);
  return indexes.length ? Math.max(...indexes) + 1 : 1;
}

/** A bezier whose control points leave and enter along the flow direction. */
function curve(from: [number, number], to: [number, number], axis: 'x' | 'y'): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const r = (n: number) => Math.round(n * 10) / 10;
  if (axis === 'x') {
    const d = Math.max(32, Math.abs(x2 - x1) / 2);
    return `M${r(x1)} ${r(y1)} C${r(x1 + d)} ${r(y1)} ${r(x2 - d)} ${r(y2)} ${r(x2)} ${r(y2)}`;
  }
  const d = Math.max(28, Math.abs(y2 - y1) / 2);
  return `M${r(x1)} ${r(y1)} C${r(x1)} ${r(y1 + d)} ${r(x2)} ${r(y2 - d)} ${r(x2)} ${r(y2)}`;
}

/**
 * Computes the diagram geometry of a validated workflow.
 * @param labels Display label per node name (e.g. translated step names); defaults to the name.
 * @param canvas Minimum size (`diagramCanvas`): a smaller drawing is centred on it, so diagrams
 *   of different sizes keep one node scale wherever they are shown at the same width.
 */
export function layoutWorkflow(
  workflow: N8nWorkflow,
  orientation: Orientation = 'wide',
  labels: Record<string, string> = {},
  canvas: { width?: number; height?: number } = {},
): WorkflowLayout {
  const m = metrics[orientation];
  const nodes = stepNodes(workflow);
  const names = new Set(nodes.map((n) => n.name));
  const edges = listEdges(workflow).filter((e) => names.has(e.source) && names.has(e.target));

  const colOf = clusterIndex(nodes.map((n) => n.position[0]));
  const laneOf = clusterIndex(nodes.map((n) => n.position[1]));

  // Two nodes that fall into the same cell: push the later one to the next free lane.
  const taken = new Set<string>();
  const cells = nodes.map((n) => {
    const col = colOf.get(n.position[0]) ?? 0;
    let lane = laneOf.get(n.position[1]) ?? 0;
    while (taken.has(`${col}:${lane}`)) lane += 1;
    taken.add(`${col}:${lane}`);
    return { col, lane };
  });
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const lanes = Math.max(...cells.map((c) => c.lane)) + 1;

  const labelBlock = m.maxLines * m.lineHeight;
  const wrapped = nodes.map((n) => wrapLabel(labels[n.name] ?? n.name, m.maxChars, m.maxLines));
  const lastLaneLines = Math.max(
    ...cells.map((c, i) => (c.lane === lanes - 1 ? wrapped[i].length : 1)),
  );
  let width: number;
  let height: number;
  if (orientation === 'wide') {
    width = 2 * m.margin + (cols - 1) * m.flowStep + m.labelWidth;
    height =
      2 * m.margin + (lanes - 1) * m.laneStep + m.box + m.labelGap + lastLaneLines * m.lineHeight;
  } else {
    width = 2 * m.margin + (lanes - 1) * m.laneStep + m.box + m.labelGap + m.labelWidth;
    height = 2 * m.margin + (cols - 1) * m.flowStep + Math.max(m.box, labelBlock);
  }
  const dx = Math.max(0, ((canvas.width ?? 0) - width) / 2);
  const dy = Math.max(0, ((canvas.height ?? 0) - height) / 2);
  width += 2 * dx;
  height += 2 * dy;

  const layoutNodes: LayoutNode[] = nodes.map((node, i) => {
    const { col, lane } = cells[i];
    const lines = wrapped[i];
    let x: number;
    let y: number;
    let labelX: number;
    let labelY: number;
    let labelAnchor: LayoutNode['labelAnchor'];
    if (orientation === 'wide') {
      const cx = m.margin + m.labelWidth / 2 + col * m.flowStep;
      x = cx - m.box / 2;
      y = m.margin + lane * m.laneStep;
      labelX = cx;
      labelY = y + m.box + m.labelGap + m.fontSize * 0.8;
      labelAnchor = 'middle';
    } else {
      const cy = m.margin + Math.max(m.box, labelBlock) / 2 + col * m.flowStep;
      x = m.margin + lane * m.laneStep;
      y = cy - m.box / 2;
      labelX = x + m.box + m.labelGap;
      labelY = cy - ((lines.length - 1) * m.lineHeight) / 2 + m.fontSize * 0.35;
      labelAnchor = 'start';
    }
    return {
      name: node.name,
      type: node.type,
      visual: nodeVisual(node.type),
      col,
      lane,
      x: x + dx,
      y: y + dy,
      size: m.box,
      lines,
      labelX: labelX + dx,
      labelY: labelY + dy,
      labelAnchor,
      outputs: outputCount(node, workflow),
    };
  });

  const byName = new Map(layoutNodes.map((n) => [n.name, n]));
  const layoutEdges: LayoutEdge[] = edges.map((e) => {
    const s = byName.get(e.source)!;
    const t = byName.get(e.target)!;
    const isIf = s.type === 'n8n-nodes-base.if' && e.type === 'main';
    const branch = isIf ? (e.output === 0 ? 'true' : 'false') : undefined;
    if (e.type !== 'main') {
      // AI sub-node (model, memory, tool) feeding its parent: from the facing sides, dashed.
      const from: [number, number] =
        orientation === 'wide' ? [s.x + s.size / 2, s.y] : [s.x, s.y + s.size / 2];
      const to: [number, number] =
        orientation === 'wide'
          ? [t.x + t.size / 2, t.y + t.size]
          : [t.x + t.size, t.y + t.size / 2];
      return {
        ...e,
        from,
        to,
        d: curve(from, to, orientation === 'wide' ? 'y' : 'x'),
        dashed: true,
      };
    }
    const inputs = inputCount(t.name, edges);
    const outFrac = (e.output + 1) / (s.outputs + 1);
    const inFrac = (e.input + 1) / (inputs + 1);
    const from: [number, number] =
      orientation === 'wide'
        ? [s.x + s.size, s.y + s.size * outFrac]
        : [s.x + s.size * outFrac, s.y + s.size];
    const to: [number, number] =
      orientation === 'wide' ? [t.x, t.y + t.size * inFrac] : [t.x + t.size * inFrac, t.y];
    return {
      ...e,
      from,
      to,
      d: curve(from, to, orientation === 'wide' ? 'x' : 'y'),
      dashed: false,
      branch,
    };
  });

  return {
    orientation,
    width: Math.round(width),
    height: Math.round(height),
    nodes: layoutNodes,
    edges: layoutEdges,
  };
}

/**
 * Step names in reading order of the diagram: by column, then lane (so an IF's true branch
 * comes before its false branch). Used for the diagram's text alternative.
 */
export function orderedSteps(workflow: N8nWorkflow, labels: Record<string, string> = {}): string[] {
  const layout = layoutWorkflow(workflow, 'wide', labels);
  return [...layout.nodes]
    .sort((a, b) => a.col - b.col || a.lane - b.lane)
    .map((n) => labels[n.name] ?? n.name);
}
