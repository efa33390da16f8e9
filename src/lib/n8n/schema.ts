import { z } from 'zod';
import { parseContent } from '../../../shared/content/errors';
import { parseDataText } from '../../../shared/content/files';

/**
 * Zod schema for an n8n workflow export (the JSON n8n writes on "Download" and reads on
 * "Import from file"). @see https://docs.n8n.io/workflows/export-import/
 *
 * Objects are loose (`.loose()`) so nothing n8n adds (pinData, meta, versionId, ...) is lost, and the
 * cross-checks below catch what the JSON shape alone cannot: duplicate node names and
 * connections that point at nodes which do not exist (n8n would silently drop them on import).
 */

/** One end of a connection: `{ "node": "Slack", "type": "main", "index": 0 }`. */
export const connectionTargetSchema = z
  .object({
    /** Name of the target node (connections are keyed by node name, not id). */
    node: z.string().min(1, 'target node name is empty'),
    /** Connection type: `main`, or an AI type such as `ai_languageModel`. */
    type: z.string().min(1),
    /** Index of the target node's input. */
    index: z.number().int().min(0),
  })
  .loose();

/** Per output of a node: the list of targets (`null` and `[]` both mean "not connected"). */
const outputsSchema = z.array(z.array(connectionTargetSchema).nullable());

export const nodeSchema = z
  .object({
    /** UUID; optional on import (n8n fills it in). */
    id: z.string().min(1).optional(),
    name: z.string().trim().min(1, 'node name is empty'),
    /** Package-qualified type, e.g. `n8n-nodes-base.webhook`, `@n8n/n8n-nodes-langchain.openAi`. */
    type: z
      .string()
      .regex(
        /^(@[a-z0-9-]+\/)?[a-z0-9-]+\.[A-Za-z0-9]+$/,
        'type must look like "n8n-nodes-base.webhook"',
      ),
    typeVersion: z.number().positive(),
    /** Canvas position `[x, y]` (top-left corner of the node); Zod 4 numbers are finite. */
    position: z.tuple([z.number(), z.number()]),
    parameters: z.record(z.string(), z.unknown()),
    credentials: z.record(z.string(), z.unknown()).optional(),
    disabled: z.boolean().optional(),
    notes: z.string().optional(),
    onError: z.string().optional(),
    webhookId: z.string().optional(),
  })
  .loose();

const baseWorkflowSchema = z
  .object({
    name: z.string().trim().min(1, 'workflow name is empty'),
    nodes: z.array(nodeSchema).min(1, 'a workflow needs at least one node'),
    /** `{ "<source node name>": { "<type>": [ [targets of output 0], [targets of output 1] ] } }` */
    connections: z.record(z.string(), z.record(z.string(), outputsSchema)),
    settings: z.record(z.string(), z.unknown()).optional(),
    pinData: z.record(z.string(), z.unknown()).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
    tags: z.array(z.unknown()).optional(),
    active: z.boolean().optional(),
  })
  .loose();

/**
 * A workflow export with its cross-checks: node names and ids are unique, and every
 * connection's source and target is a node of the workflow.
 */
export const workflowSchema = baseWorkflowSchema.superRefine((wf, ctx) => {
  const names = new Set<string>();
  const ids = new Set<string>();
  wf.nodes.forEach((node, i) => {
    if (names.has(node.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['nodes', i, 'name'],
        message: `duplicate node name "${node.name}"`,
      });
    }
    names.add(node.name);
    if (node.id !== undefined) {
      if (ids.has(node.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['nodes', i, 'id'],
          message: `duplicate node id "${node.id}"`,
        });
      }
      ids.add(node.id);
    }
  });

  for (const [source, byType] of Object.entries(wf.connections)) {
    if (!names.has(source)) {
      ctx.addIssue({
        code: 'custom',
        path: ['connections', source],
        message: `connection from unknown node "${source}"`,
      });
    }
    for (const [type, outputs] of Object.entries(byType)) {
      outputs.forEach((targets, output) => {
        (targets ?? []).forEach((target, t) => {
          if (!names.has(target.node)) {
            ctx.addIssue({
              code: 'custom',
              path: ['connections', source, type, output, t, 'node'],
              message: `connection from "${source}" to unknown node "${target.node}"`,
            });
          }
        });
      });
    }
  }
});

export type N8nWorkflow = z.infer<typeof workflowSchema>;
export type N8nNode = z.infer<typeof nodeSchema>;

/** One resolved edge of the graph. */
export interface WorkflowEdge {
  source: string;
  target: string;
  /** `main` or an AI connection type (`ai_languageModel`, `ai_tool`, ...). */
  type: string;
  /** Output index of the source (IF: 0 = true, 1 = false). */
  output: number;
  /** Input index of the target. */
  input: number;
}

/**
 * Flattens `connections` into a list of edges, in file order.
 * @example listEdges(wf) // [{ source: 'Webhook', target: 'Slack', type: 'main', output: 0, input: 0 }]
 */
export function listEdges(workflow: Pick<N8nWorkflow, 'connections'>): WorkflowEdge[] {
  const edges: WorkflowEdge[] = [];
  for (const [source, byType] of Object.entries(workflow.connections)) {
    for (const [type, outputs] of Object.entries(byType)) {
      outputs.forEach((targets, output) => {
        for (const t of targets ?? []) {
          edges.push({ source, target: t.node, type, output, input: t.index });
        }
      });
    }
  }
  return edges;
}

/**
 * Parses and validates workflow JSON text in the content error format, one line per problem:
 * `content/use-cases/a/workflow.json: connections.Start: connection from unknown node "Start"`.
 * @throws ContentError
 * @example parseWorkflowJson(text, 'content/use-cases/lead-routing/workflow.json')
 */
export function parseWorkflowJson(text: string, label = 'workflow.json'): N8nWorkflow {
  return parseContent(label, workflowSchema, parseDataText(text, label));
}
