import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listEdges, parseWorkflowJson } from '../../src/lib/n8n/schema';
import { signBody, webhookBody } from '../../server/leads/webhook';
import type { StoredLead } from '../../server/leads/store';
import { SECRET, sampleLead } from './leads-support';

/**
 * docs/n8n/lead-intake.json: verifies the signature with n8n's Crypto node and an
 * If node (no Code node, nothing to change in n8n's environment), files the lead in n8n's own data
 * table, and answers `{"received": "<lead id>"}` only after filing; any failure before that
 * answers 500. n8n's own parameter check runs in n8n-workflows.test.ts; the real n8n round trip
 * is `npm run test:n8n`.
 */
const FILE = 'docs/n8n/lead-intake.json';
const text = readFileSync(FILE, 'utf8');
const raw = JSON.parse(text) as {
  id: string;
  versionId: string;
  settings: unknown;
  nodes: { name: string; onError?: string; disabled?: boolean }[];
};
const workflow = parseWorkflowJson(text, FILE);
const node = (name: string) => {
  const found = workflow.nodes.find((n) => n.name === name);
  if (!found) throw new Error(`no node "${name}"`);
  return found;
};
const onError = (name: string) => raw.nodes.find((n) => n.name === name)?.onError;

const stored: StoredLead = {
  ...sampleLead,
  id: '9f1e2d3c-4b5a-4678-9abc-def012345678',
  createdAt: '2026-01-10T12:00:00.000Z',
  idempotencyKey: 'k',
  status: 'received',
  spamReason: null,
  releasedAt: null,
};

describe('docs/n8n/lead-intake.json', () => {
  it('keeps its id and versionId, carries no credentials and no Code node', () => {
    expect(raw.id).toBe('flowcraftLeads01');
    expect(raw.versionId).toBe('6f1c2a4e-3b5d-4f7a-9c1e-2d8b7a6f5e41');
    expect(raw.settings).toEqual({ executionOrder: 'v1' });
    expect(workflow.nodes.every((n) => n.credentials === undefined)).toBe(true);
    expect(workflow.nodes.map((n) => n.type)).not.toContain('n8n-nodes-base.code');
    expect(text).not.toMatch(/\$env|require\(|NODE_FUNCTION_ALLOW_BUILTIN/);
  });

  it('wires verify → file → acknowledge, with every failure before the answer going to a 500', () => {
    expect(listEdges(workflow).map((e) => `${e.source} -${e.output}-> ${e.target}`)).toEqual([
      'Lead webhook -0-> Sign body',
      'Sign body -0-> Signature valid?',
      'Sign body -1-> Answer 500',
      'Signature valid? -0-> Test lead?',
      'Signature valid? -1-> Reject (401)',
      'Test lead? -0-> Acknowledge test',
      'Test lead? -1-> Leads table',
      'Leads table -0-> File lead',
      'Leads table -1-> Answer 500',
      'File lead -0-> Row filed?',
      'File lead -1-> Answer 500',
      'Row filed? -0-> Acknowledge',
      'Row filed? -1-> Not filed (500)',
      'Acknowledge -0-> First delivery?',
      'First delivery? -0-> Google Sheets (optional)',
      'First delivery? -0-> Slack (optional)',
      'First delivery? -0-> E-mail (optional)',
    ]);
    for (const name of ['Sign body', 'Leads table', 'File lead']) {
      expect(onError(name), name).toBe('continueErrorOutput');
    }
    expect(node('Answer 500').parameters).toMatchObject({
      respondWith: 'json',
      options: { responseCode: 500 },
    });
    expect(node('Reject (401)').parameters).toMatchObject({ options: { responseCode: 401 } });
  });

  it("acknowledges the launch check's test lead and a held notice without filing them", () => {
    const { conditions } = node('Test lead?').parameters as {
      conditions: { conditions: unknown[]; combinator: string };
    };
    expect(conditions.combinator).toBe('or');
    expect(conditions.conditions).toEqual(
      ['lead.test', 'lead.held'].map((type) =>
        expect.objectContaining({
          leftValue: "={{ String($json.body.type ?? '') }}",
          rightValue: type,
          operator: { type: 'string', operation: 'equals' },
        }),
      ),
    );
    expect(node('Acknowledge test').parameters).toEqual({
      respondWith: 'json',
      responseBody: '={{ { "received": $json.body.id, "test": true } }}',
      options: { responseCode: 200 },
    });
  });

  it('answers 500 unless the data table returned the row of this very lead', () => {
    // On some failures (a deleted column, the size limit) the Data table node passes its input
    // item on through the success output: that item has no lead_id, so the check fails.
    expect(
      (node('Row filed?').parameters as { conditions: { conditions: unknown[] } }).conditions
        .conditions,
    ).toEqual([
      expect.objectContaining({
        leftValue: "={{ String($json.lead_id ?? '') }}",
        rightValue: "={{ $('Lead webhook').first().json.body.id }}",
        operator: { type: 'string', operation: 'equals' },
      }),
    ]);
    expect(node('Not filed (500)').parameters).toMatchObject({
      respondWith: 'json',
      options: { responseCode: 500 },
    });
  });

  it('receives POSTs with the raw body kept and answers from Respond to Webhook nodes', () => {
    expect(node('Lead webhook')).toMatchObject({
      type: 'n8n-nodes-base.webhook',
      parameters: {
        httpMethod: 'POST',
        path: 'website-leads',
        responseMode: 'responseNode',
        options: { rawBody: true },
      },
    });
  });

  it("the Crypto node's HMAC of the raw body, prefixed sha256=, is what the site sends", () => {
    expect(node('Sign body')).toMatchObject({
      type: 'n8n-nodes-base.crypto',
      typeVersion: 2,
      parameters: {
        action: 'hmac',
        binaryData: true,
        binaryPropertyName: 'data',
        type: 'SHA256',
        encoding: 'hex',
        dataPropertyName: 'signature',
      },
    });
    // What CryptoV2 does with binary input: createHmac(type, hmacSecret).update(bytes).digest(encoding).
    const body = webhookBody(stored);
    const rawBody = Buffer.from(Buffer.from(body).toString('base64'), 'base64');
    const signature = createHmac('sha256', SECRET).update(rawBody).digest('hex');
    expect(`sha256=${signature}`).toBe(signBody(body, SECRET));
    const condition = (
      node('Signature valid?').parameters as {
        conditions: { conditions: { leftValue: string; rightValue: string; operator: unknown }[] };
      }
    ).conditions.conditions;
    expect(condition).toEqual([
      expect.objectContaining({
        leftValue: "={{ String($json.headers['x-signature-256'] ?? '') }}",
        rightValue: '=sha256={{ $json.signature }}',
        operator: { type: 'string', operation: 'equals' },
      }),
    ]);
  });

  it('files one data table row per lead id, in a table it creates itself', () => {
    const columns = [
      'lead_id',
      'received_at',
      'name',
      'email',
      'company',
      'topic',
      'timeline',
      'tools',
      'language',
      'message',
    ];
    expect(node('Leads table').parameters).toMatchObject({
      resource: 'table',
      operation: 'create',
      tableName: 'website_leads',
      columns: { column: columns.map((name) => ({ name, type: 'string' })) },
      options: { createIfNotExists: true },
    });
    const file = node('File lead').parameters as {
      operation: string;
      filters: { conditions: { keyName: string; keyValue: string }[] };
      columns: { value: Record<string, string>; schema: { id: string }[] };
    };
    expect(file.operation).toBe('upsert');
    expect(file.filters.conditions).toEqual([
      {
        keyName: 'lead_id',
        condition: 'eq',
        keyValue: "={{ $('Lead webhook').first().json.body.id }}",
      },
    ]);
    expect(Object.keys(file.columns.value)).toEqual(columns);
    expect(file.columns.schema.map((s) => s.id)).toEqual(columns);
  });

  it('acknowledges with the lead id only after filing; optional branches come after and are off', () => {
    expect(node('Acknowledge').parameters).toEqual({
      respondWith: 'json',
      responseBody: '={{ { "received": $json.lead_id } }}',
      options: { responseCode: 200 },
    });
    expect(node('First delivery?').parameters).toMatchObject({
      operation: 'removeItemsSeenInPreviousExecutions',
      dedupeValue: "={{ $('Lead webhook').first().json.body.id }}",
    });
    for (const name of ['Google Sheets (optional)', 'Slack (optional)', 'E-mail (optional)']) {
      expect(raw.nodes.find((n) => n.name === name)?.disabled, name).toBe(true);
    }
    expect(node('Google Sheets (optional)').parameters).toMatchObject({
      operation: 'appendOrUpdate',
      columns: { matchingColumns: ['lead_id'] },
      options: { cellFormat: 'RAW' },
    });
    // Visitor text cannot ping a Slack channel.
    expect(String(node('Slack (optional)').parameters.text)).toContain(
      ".replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')",
    );
  });
});
