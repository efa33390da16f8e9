import * as crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseWorkflowJson, listEdges } from '../../src/lib/n8n/schema';
import { signBody, webhookBody } from '../../src/lib/leads/webhook';
import type { StoredLead } from '../../src/lib/leads/store';
import { SECRET, sampleLead } from './leads-support';

const FILE = 'docs/n8n/lead-intake.json';
const text = readFileSync(FILE, 'utf8');
const workflow = parseWorkflowJson(text, FILE);
const node = (name: string) => {
  const found = workflow.nodes.find((n) => n.name === name);
  if (!found) throw new Error(`no node "${name}"`);
  return found;
};
const PLACEHOLDER = 'PASTE_LEAD_WEBHOOK_SECRET_HERE';

const stored: StoredLead = {
  ...sampleLead,
  message: 'Sync invoices <!channel> & more\nsecond line',
  id: '9f1e2d3c-4b5a-4678-9abc-def012345678',
  createdAt: '2026-01-10T12:00:00.000Z',
  idempotencyKey: 'k',
  status: 'received',
  spamReason: null,
  releasedAt: null,
};

interface Item {
  json: { headers: Record<string, string>; body: unknown };
  binary: { data: { data: string; mimeType: string } };
}

/** The webhook node's output for a request: headers, parsed body, and the raw body (Raw Body). */
function webhookItem(body: string, signature: string | undefined): Item {
  return {
    json: {
      headers: signature === undefined ? {} : { 'x-signature-256': signature },
      body: JSON.parse(body),
    },
    binary: { data: { data: Buffer.from(body).toString('base64'), mimeType: 'application/json' } },
  };
}

/**
 * Runs the Code node's JavaScript the way n8n's task runner does: wrapped in an async function
 * in a vm context with `$input`, `require` (crypto only) and `helpers.getBinaryDataBuffer`.
 */
async function runCodeNode(items: Item[], secret = SECRET) {
  const code = String(node('Verify signature').parameters.jsCode).replace(PLACEHOLDER, secret);
  const context = createContext({
    Buffer,
    require: (name: string) => {
      if (name === 'crypto') return crypto;
      throw new Error(`Cannot find module '${name}'`);
    },
    $input: { all: () => items, first: () => items[0] },
    helpers: {
      getBinaryDataBuffer: async (index: number, property: string) =>
        Buffer.from(
          (items[index]!.binary as Record<string, { data: string }>)[property]!.data,
          'base64',
        ),
    },
  });
  const wrapped = `var module = { exports: {} }; module.exports = async function VmCodeWrapper() {${code}\n}()`;
  return (await runInContext(wrapped, context)) as { json: Record<string, unknown> }[];
}

describe('docs/n8n/lead-intake.json', () => {
  it('is an importable n8n workflow: ids, settings, connections to existing nodes, no credentials', () => {
    const raw = JSON.parse(text);
    expect(raw.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(raw.versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.settings).toEqual({ executionOrder: 'v1' });
    expect(raw.name).toBeTruthy();
    expect(workflow.nodes.every((n) => n.credentials === undefined)).toBe(true);
    expect(text).not.toMatch(/"(password|apiKey|accessToken)"/);
    expect(listEdges(workflow).map((e) => `${e.source} -${e.output}-> ${e.target}`)).toEqual([
      'Lead webhook -0-> Verify signature',
      'Verify signature -0-> Signature valid?',
      'Signature valid? -0-> File lead in Google Sheets',
      'Signature valid? -1-> Reject (401)',
      'File lead in Google Sheets -0-> Acknowledge',
      'Acknowledge -0-> First delivery?',
      'First delivery? -0-> Notify Slack',
    ]);
  });

  it('receives POSTs with the raw body kept and answers from Respond to Webhook nodes', () => {
    expect(node('Lead webhook')).toMatchObject({
      type: 'n8n-nodes-base.webhook',
      parameters: { httpMethod: 'POST', responseMode: 'responseNode', options: { rawBody: true } },
    });
    expect(node('Reject (401)').parameters).toMatchObject({ options: { responseCode: 401 } });
    expect(node('Acknowledge').parameters).toMatchObject({ options: { responseCode: 200 } });
  });

  it('files one sheet row per lead id and drops repeated ids before Slack', () => {
    expect(node('File lead in Google Sheets').parameters).toMatchObject({
      operation: 'appendOrUpdate',
      columns: { matchingColumns: ['lead_id'] },
      options: { cellFormat: 'RAW' },
    });
    expect(node('First delivery?').parameters).toMatchObject({
      operation: 'removeItemsSeenInPreviousExecutions',
      dedupeField: expect.stringContaining('leadId'),
    });
  });

  it("the Code node accepts a body signed by the site's webhook.ts", async () => {
    const body = webhookBody(stored);
    const [result] = await runCodeNode([webhookItem(body, signBody(body, SECRET))]);
    expect(result!.json).toMatchObject({
      valid: true,
      leadId: stored.id,
      receivedAt: stored.createdAt,
      lead: { email: 'ana@example.com', message: stored.message },
    });
    // Visitor text cannot ping a Slack channel.
    expect(result!.json.slackText).toContain('&lt;!channel&gt; &amp; more\n> second line');
  });

  it.each([
    ['no signature', undefined],
    ['another secret', signBody(webhookBody(stored), 'not-the-secret')],
    ['a signature of other bytes', signBody(webhookBody({ ...stored, name: 'Eve' }), SECRET)],
    ['a truncated signature', signBody(webhookBody(stored), SECRET).slice(0, 20)],
  ])('the Code node rejects %s', async (_label, signature) => {
    const [result] = await runCodeNode([webhookItem(webhookBody(stored), signature)]);
    expect(result!.json).toEqual({ valid: false, reason: 'invalid signature' });
  });

  it('fails loudly (n8n answers 500, the site retries) until the secret is pasted', async () => {
    const body = webhookBody(stored);
    await expect(
      runCodeNode([webhookItem(body, signBody(body, PLACEHOLDER))], PLACEHOLDER),
    ).rejects.toThrow(/Paste the LEAD_WEBHOOK_SECRET/);
  });
});
