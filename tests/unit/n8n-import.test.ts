import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `n8n import:workflow --input=<file>` needs the top-level `id` and `versionId` that
 * n8n's own export writes (without them: `NOT NULL constraint failed: workflow_entity.id`).
 */
const workflows = readdirSync('content/use-cases').map((slug) => ({
  slug,
  json: JSON.parse(readFileSync(`content/use-cases/${slug}/workflow.json`, 'utf8')) as {
    id?: unknown;
    versionId?: unknown;
    nodes: { type: string; parameters: Record<string, unknown> }[];
  },
}));

describe('the use-case downloads import into n8n', () => {
  it.each(workflows.map((w) => [w.slug, w] as const))('%s has an id and a versionId', (_s, w) => {
    expect(w.json.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(w.json.versionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('each use case has its own id and versionId', () => {
    expect(new Set(workflows.map((w) => w.json.id)).size).toBe(workflows.length);
    expect(new Set(workflows.map((w) => w.json.versionId)).size).toBe(workflows.length);
  });

  it('a LinkedIn post as an organisation sets no visibility (n8n drops it: it applies to people)', () => {
    const linkedIn = workflows.flatMap((w) =>
      w.json.nodes.filter((n) => n.type === 'n8n-nodes-base.linkedIn'),
    );
    expect(linkedIn.length).toBeGreaterThan(0);
    for (const node of linkedIn.filter((n) => n.parameters.postAs === 'organization')) {
      expect(node.parameters.additionalFields ?? {}).not.toHaveProperty('visibility');
    }
  });
});
