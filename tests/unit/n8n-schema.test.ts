import { describe, expect, it } from 'vitest';
import { listEdges, parseWorkflowJson, workflowSchema, type N8nWorkflow } from '@/lib/n8n/schema';

const node = (name: string, type = 'n8n-nodes-base.set', position: [number, number] = [0, 0]) => ({
  id: `id-${name}`,
  name,
  type,
  typeVersion: 3.4,
  position,
  parameters: {},
});
const link = (target: string, index = 0) => ({ node: target, type: 'main', index });

function valid(): N8nWorkflow {
  return {
    name: 'Test',
    nodes: [
      node('Webhook', 'n8n-nodes-base.webhook', [0, 0]),
      node('Check', 'n8n-nodes-base.if', [220, 0]),
      node('Yes', 'n8n-nodes-base.slack', [440, 0]),
      node('No', 'n8n-nodes-base.set', [440, 200]),
    ],
    connections: {
      Webhook: { main: [[link('Check')]] },
      Check: { main: [[link('Yes')], [link('No')]] },
    },
    settings: { executionOrder: 'v1' },
  };
}

describe('workflowSchema', () => {
  it('accepts a valid export and keeps unknown fields (pinData, meta, node extras)', () => {
    const wf = { ...valid(), meta: { templateCredsSetupCompleted: false }, versionId: 'abc' };
    wf.nodes[0] = { ...wf.nodes[0], webhookId: 'w-1', retryOnFail: true } as never;
    const parsed = workflowSchema.parse(wf) as Record<string, unknown>;
    expect(parsed.versionId).toBe('abc');
    expect((parsed.nodes as Array<Record<string, unknown>>)[0].retryOnFail).toBe(true);
  });

  it('accepts null and empty outputs, and nodes without ids', () => {
    const wf = valid();
    wf.connections.Check = { main: [null, [link('No')]] } as never;
    wf.nodes = wf.nodes.map(({ id: _id, ...rest }) => rest) as never;
    expect(workflowSchema.safeParse(wf).success).toBe(true);
  });

  const broken: Array<[string, (wf: N8nWorkflow) => unknown, RegExp]> = [
    [
      'connection to an unknown node',
      (wf) => ((wf.connections.Check.main[1] = [link('Nope')]), wf),
      /connections\.Check\.main\.1\.0\.node: connection from "Check" to unknown node "Nope"/,
    ],
    [
      'connection from an unknown node',
      (wf) => ((wf.connections.Ghost = { main: [[link('Yes')]] }), wf),
      /connections\.Ghost: connection from unknown node "Ghost"/,
    ],
    [
      'a missing node (referenced but removed)',
      (wf) => ((wf.nodes = wf.nodes.filter((n) => n.name !== 'Yes')), wf),
      /unknown node "Yes"/,
    ],
    [
      'duplicate node names',
      (wf) => (wf.nodes.push(node('Yes')), wf),
      /nodes\.4\.name: duplicate node name "Yes"/,
    ],
    [
      'duplicate node ids',
      (wf) => (wf.nodes.push({ ...node('Other'), id: 'id-Yes' }), wf),
      /nodes\.4\.id: duplicate node id "id-Yes"/,
    ],
    ['no nodes', (wf) => ((wf.nodes = []), wf), /nodes: a workflow needs at least one node/],
    ['an empty name', (wf) => ((wf.name = ' '), wf), /name: workflow name is empty/],
    [
      'a malformed type',
      (wf) => ((wf.nodes[1].type = 'if'), wf),
      /nodes\.1\.type: type must look like/,
    ],
    ['a bad position', (wf) => ((wf.nodes[1].position = [1] as never), wf), /nodes\.1\.position/],
    [
      'a negative input index',
      (wf) => ((wf.connections.Webhook.main[0] = [link('Check', -1)]), wf),
      /index/,
    ],
    ['connections that are not keyed objects', (wf) => ({ ...wf, connections: [] }), /connections/],
  ];

  it.each(broken)('rejects %s', (_label, mutate, message) => {
    const result = workflowSchema.safeParse(mutate(valid()));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(
        result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'),
      ).toMatch(message);
    }
  });
});

describe('parseWorkflowJson', () => {
  it('parses valid text', () => {
    expect(parseWorkflowJson(JSON.stringify(valid()), 'x.json').nodes).toHaveLength(4);
  });

  it.each([
    ['bad JSON', '{ "name": "x", ', /^content\/a\/workflow\.json: \(file\): not valid JSON: /],
    [
      'JSON that is not a workflow',
      '[1, 2]',
      /^content\/a\/workflow\.json: \(root\): Invalid input: expected object/,
    ],
    [
      'an unknown connection target',
      JSON.stringify({ ...valid(), connections: { Webhook: { main: [[link('Missing')]] } } }),
      /^content\/a\/workflow\.json: connections\.Webhook.*unknown node "Missing"/,
    ],
  ])('throws naming the file for %s', (_label, text, message) => {
    expect(() => parseWorkflowJson(text, 'content/a/workflow.json')).toThrow(message);
  });
});

describe('listEdges', () => {
  it('flattens connections with output and input indexes, including AI connection types', () => {
    const wf = valid();
    wf.nodes.push(node('Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi'));
    wf.connections.Model = {
      ai_languageModel: [[{ node: 'Yes', type: 'ai_languageModel', index: 0 }]],
    };
    expect(listEdges(wf)).toEqual([
      { source: 'Webhook', target: 'Check', type: 'main', output: 0, input: 0 },
      { source: 'Check', target: 'Yes', type: 'main', output: 0, input: 0 },
      { source: 'Check', target: 'No', type: 'main', output: 1, input: 0 },
      { source: 'Model', target: 'Yes', type: 'ai_languageModel', output: 0, input: 0 },
    ]);
  });
});
