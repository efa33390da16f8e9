import { escapeUTF8 } from 'entities';
import {
  layoutWorkflow,
  metrics,
  type LayoutNode,
  type Orientation,
  type WorkflowLayout,
} from './layout';
import type { N8nWorkflow } from './schema';

export interface RenderOptions {
  orientation?: Orientation;
  /** Display label per node name (translated step names). */
  labels?: Record<string, string>;
  /** Accessible name of the image (`<title>`). */
  title: string;
  /** Longer text alternative (`<desc>`), e.g. the steps in order. */
  description?: string;
  /** Words drawn next to IF outputs, e.g. `{ true: 'yes', false: 'no' }`. */
  branchLabels?: { true: string; false: string };
  /** BCP-47 language of the labels (`lang` on the root element). */
  lang?: string;
  /** Minimum canvas the drawing is centred on (`diagramCanvas`), for one node scale. */
  canvas?: { width?: number; height?: number };
}

const colors = {
  background: '#f8fafc',
  dots: '#dbe2ea',
  edge: '#94a3b8',
  box: '#ffffff',
  boxStroke: '#cbd5e1',
  text: '#0f172a',
  muted: '#475569',
};

const fontFamily =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const r = (n: number) => Math.round(n * 10) / 10;

/** n8n draws trigger nodes with a rounded left edge. */
function boxPath(node: LayoutNode): string {
  const { x, y, size: s } = node;
  const small = 8;
  const big = node.visual.trigger ? s / 2.4 : small;
  return [
    `M${r(x + big)} ${r(y)}`,
    `H${r(x + s - small)}`,
    `Q${r(x + s)} ${r(y)} ${r(x + s)} ${r(y + small)}`,
    `V${r(y + s - small)}`,
    `Q${r(x + s)} ${r(y + s)} ${r(x + s - small)} ${r(y + s)}`,
    `H${r(x + big)}`,
    `Q${r(x)} ${r(y + s)} ${r(x)} ${r(y + s - big)}`,
    `V${r(y + big)}`,
    `Q${r(x)} ${r(y)} ${r(x + big)} ${r(y)}Z`,
  ].join(' ');
}

function renderIcon(node: LayoutNode): string {
  const { x, y, size: s, visual } = node;
  const iconSize = s * 0.52;
  if (visual.glyph) {
    const scale = iconSize / 24;
    const ox = x + (s - iconSize) / 2;
    const oy = y + (s - iconSize) / 2;
    return (
      `<path d="${visual.glyph}" transform="translate(${r(ox)} ${r(oy)}) scale(${r(scale * 100) / 100})" ` +
      `fill="none" stroke="${visual.color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  }
  const mark = visual.mark ?? '?';
  const fontSize = mark.length > 1 ? s * 0.36 : s * 0.46;
  return (
    `<text x="${r(x + s / 2)}" y="${r(y + s / 2 + fontSize * 0.36)}" text-anchor="middle" ` +
    `font-size="${r(fontSize)}" font-weight="800" fill="${visual.color}">${escapeUTF8(mark)}</text>`
  );
}

function renderNode(node: LayoutNode, layout: WorkflowLayout, lineHeight: number): string {
  const ports: string[] = [];
  const portFill = colors.edge;
  for (let i = 0; i < node.outputs; i++) {
    const frac = (i + 1) / (node.outputs + 1);
    const [cx, cy] =
      layout.orientation === 'wide'
        ? [node.x + node.size, node.y + node.size * frac]
        : [node.x + node.size * frac, node.y + node.size];
    ports.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="4" fill="${portFill}"/>`);
  }
  const text = node.lines
    .map(
      (line, i) =>
        `<tspan x="${r(node.labelX)}" y="${r(node.labelY + i * lineHeight)}">${escapeUTF8(line)}</tspan>`,
    )
    .join('');
  return (
    `<g>` +
    `<path d="${boxPath(node)}" fill="${colors.box}" stroke="${colors.boxStroke}" stroke-width="2"/>` +
    renderIcon(node) +
    ports.join('') +
    `<text text-anchor="${node.labelAnchor}" fill="${colors.text}" font-weight="600">${text}</text>` +
    `</g>`
  );
}

/**
 * Draws a workflow as a standalone SVG document: n8n-style node boxes with icons, curved
 * connection lines with arrowheads, labels under (wide) or beside (tall) each box.
 * The viewBox is tight around the drawing and `width`/`height` are its natural size, so the
 * image scales crisply to any width.
 * @example renderWorkflowSvg(workflow, { title: 'Lead routing', labels: { Webhook: 'Form sent' } })
 */
export function renderWorkflowSvg(workflow: N8nWorkflow, options: RenderOptions): string {
  const orientation = options.orientation ?? 'wide';
  const layout = layoutWorkflow(workflow, orientation, options.labels, options.canvas);
  const { width, height } = layout;
  const { lineHeight, fontSize } = metrics[orientation];

  const edges = layout.edges
    .map((e) => {
      const dash = e.dashed ? ' stroke-dasharray="6 5"' : '';
      const marker = e.dashed ? '' : ' marker-end="url(#arrow)"';
      return `<path d="${e.d}" fill="none" stroke="${colors.edge}" stroke-width="2.5"${dash}${marker}/>`;
    })
    .join('');

  const branchText = options.branchLabels
    ? layout.edges
        .filter((e) => e.branch)
        .map((e) => {
          const word = options.branchLabels![e.branch!];
          const [fx, fy] = e.from;
          const ty = e.to[1];
          // Wide: above the port unless the curve climbs. Tall: the two ports sit side by
          // side under the box, so `true` goes to the left of its port and `false` to the right.
          let x: number;
          let y: number;
          let anchor: 'start' | 'end';
          if (orientation === 'wide') {
            x = fx + 7;
            y = ty < fy - 1 ? fy + 15 : fy - 5;
            anchor = 'start';
          } else {
            y = fy + 14;
            const right = e.branch === 'false';
            x = right ? fx + 6 : fx - 6;
            anchor = right ? 'start' : 'end';
          }
          return `<text x="${r(x)}" y="${r(y)}" text-anchor="${anchor}" font-size="12" fill="${colors.muted}">${escapeUTF8(word)}</text>`;
        })
        .join('')
    : '';

  const nodes = layout.nodes.map((n) => renderNode(n, layout, lineHeight)).join('');
  // xml:lang only: it is valid both in the .svg files and inline in HTML, where `lang` on an
  // <svg> is not (Nu Html Checker).
  const lang = options.lang ? ` xml:lang="${escapeUTF8(options.lang)}"` : '';
  const desc = options.description ? `<desc id="d">${escapeUTF8(options.description)}</desc>` : '';
  const labelledBy = options.description ? 't d' : 't';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` role="img" aria-labelledby="${labelledBy}"${lang} font-family="${fontFamily}" font-size="${fontSize}" text-rendering="geometricPrecision">` +
    `<title id="t">${escapeUTF8(options.title)}</title>${desc}` +
    `<defs>` +
    `<pattern id="dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${colors.dots}"/></pattern>` +
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 10 5 0 10z" fill="${colors.edge}"/></marker>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" rx="12" fill="${colors.background}"/>` +
    `<rect width="${width}" height="${height}" rx="12" fill="url(#dots)"/>` +
    `<g>${edges}</g>${branchText}<g>${nodes}</g>` +
    `</svg>`
  );
}
