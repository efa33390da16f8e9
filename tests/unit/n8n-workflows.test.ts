import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadN8nCheck, type N8nCheck, type Workflow } from './n8n-check';

/**
 * Every shipped workflow passes n8n's own pre-publish check, run with n8n's code
 * (n8n-workflow 2.41.0, pinned in tools/n8n-check and installed there on the first run: about 170
 * packages, never part of the site's install) over the node descriptions of n8n-nodes-base and
 * @n8n/n8n-nodes-langchain 2.41.1 (tools/n8n-check/node-types.json, from their
 * `dist/types/nodes.json` by tools/n8n-check/snapshot.mjs). The only issues left are the ones an owner resolves in the editor: the
 * credentials each node needs, and the placeholders below.
 */

const files = [
  'docs/n8n/lead-intake.json',
  'docs/n8n/agent-demo.json',
  ...readdirSync('content/use-cases')
    .sort()
    .map((slug) => `content/use-cases/${slug}/workflow.json`),
];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Workflow;

/** Credentials a user chooses in the editor after import (files never carry credentials). */
const credentials: Record<string, string[]> = {
  'docs/n8n/lead-intake.json': [
    'Sign body: crypto',
    'Google Sheets (optional): googleSheetsOAuth2Api',
    'Slack (optional): slackApi',
    'E-mail (optional): smtp',
  ],
  'docs/n8n/agent-demo.json': ['Chat model: openAiApi'],
  'content/use-cases/client-onboarding/workflow.json': [
    'Payment Received: stripeApi',
    'Create Client Folder: googleDriveOAuth2Api',
    'Send Welcome Email: smtp',
    'Add to Client Board: notionApi',
    'Announce in Slack: slackApi',
  ],
  'content/use-cases/client-reporting/workflow.json': [
    'Load Client List: googleSheetsOAuth2Api',
    'Write Summary: openAiApi',
    'Email Client Report: smtp',
    'Post to Team Slack: slackApi',
  ],
  'content/use-cases/crm-sync/workflow.json': [
    'Get Updated Deals: hubspotAppToken',
    'Upsert in Postgres: postgres',
    'Update Pipeline Sheet: googleSheetsOAuth2Api',
    'Celebrate in Slack: slackApi',
  ],
  'content/use-cases/invoice-processing/workflow.json': [
    'Invoice Email: gmailOAuth2',
    'Extract Invoice Data: openAiApi',
    'Request Approval: slackApi',
    'Log as Pending: googleSheetsOAuth2Api',
    'Log as Approved: googleSheetsOAuth2Api',
  ],
  'content/use-cases/lead-routing/workflow.json': [
    'HubSpot: Sales Lead: hubspotAppToken',
    'Alert Rep in Slack: slackApi',
    'HubSpot: Nurture: hubspotAppToken',
  ],
  'content/use-cases/social-scheduling/workflow.json': [
    "Get Today's Posts: googleSheetsOAuth2Api",
    'Adapt per Channel: openAiApi',
    'Post on LinkedIn: linkedInOAuth2Api',
    'Post on X: twitterOAuth2Api',
    'Mark as Published: googleSheetsOAuth2Api',
  ],
  'content/use-cases/support-triage/workflow.json': [
    'Classify with AI: openAiApi',
    'Alert On-Call in Slack: slackApi',
  ],
  'content/use-cases/uptime-monitoring/workflow.json': [
    'Log Check: googleSheetsOAuth2Api',
    'Alert in Slack: slackApi',
    'Email On-Call: smtp',
  ],
};

/**
 * Every named placeholder a user replaces after import (`REPLACE_WITH_...`), by file. n8n accepts
 * them as values, except where it checks the format: those issues are allowed below.
 */
const placeholders: Record<string, string[]> = {
  'docs/n8n/lead-intake.json': ['REPLACE_WITH_LEADS_SHEET_ID'],
  'docs/n8n/agent-demo.json': ['REPLACE_WITH_SITE_URL'],
  'content/use-cases/client-onboarding/workflow.json': [
    'REPLACE_WITH_CLIENTS_FOLDER_ID',
    'REPLACE_WITH_NOTION_DATABASE_ID',
  ],
  'content/use-cases/client-reporting/workflow.json': ['REPLACE_WITH_CLIENTS_SHEET_ID'],
  'content/use-cases/crm-sync/workflow.json': ['REPLACE_WITH_PIPELINE_SHEET_ID'],
  'content/use-cases/invoice-processing/workflow.json': ['REPLACE_WITH_LEDGER_SHEET_ID'],
  'content/use-cases/lead-routing/workflow.json': [],
  'content/use-cases/social-scheduling/workflow.json': [
    'REPLACE_WITH_CONTENT_CALENDAR_SHEET_ID',
    'REPLACE_WITH_ORGANIZATION_ID',
  ],
  'content/use-cases/support-triage/workflow.json': [],
  'content/use-cases/uptime-monitoring/workflow.json': ['REPLACE_WITH_UPTIME_SHEET_ID'],
};

/** Parameter issues n8n reports only because a placeholder is still there. */
const placeholderIssues: Record<string, { issue: string; placeholder: string }[]> = {
  'content/use-cases/client-onboarding/workflow.json': [
    {
      issue: 'Add to Client Board: parameter databaseId: Not a valid Notion Database ID',
      placeholder: 'REPLACE_WITH_NOTION_DATABASE_ID',
    },
  ],
};

let n8n: N8nCheck;
beforeAll(() => {
  const install = spawnSync(process.execPath, ['tools/n8n-check/install.mjs'], {
    stdio: 'inherit',
  });
  expect(install.status, 'installing tools/n8n-check').toBe(0);
  n8n = loadN8nCheck();
}, 1_800_000);

describe("the shipped workflows pass n8n's pre-publish check", () => {
  it('runs with the pinned n8n packages', () => {
    expect(n8n.versions).toEqual({
      'n8n-workflow': '2.41.0',
      'n8n-nodes-base': '2.41.1',
      '@n8n/n8n-nodes-langchain': '2.41.1',
    });
  });

  it('lists every shipped workflow', () => {
    expect(Object.keys(credentials).sort()).toEqual([...files].sort());
    expect(files).toHaveLength(10);
  });

  it.each(files)('%s: only credentials and named placeholders are left to the user', (file) => {
    const text = readFileSync(file, 'utf8');
    const expected = [
      ...credentials[file]!.map((c) => {
        const at = c.lastIndexOf(': ');
        return `${c.slice(0, at)}: credential missing: ${c.slice(at + 2)}`;
      }),
      ...(placeholderIssues[file] ?? []).map((p) => p.issue),
    ];
    expect(n8n.check(read(file)).sort()).toEqual(expected.sort());
    const found = [...new Set(text.match(/REPLACE_WITH_[A-Z0-9_]+/g) ?? [])].sort();
    expect(found).toEqual([...placeholders[file]!].sort());
    for (const { placeholder } of placeholderIssues[file] ?? []) {
      expect(found).toContain(placeholder);
    }
  });

  it('catches what blocked publishing the old intake workflow (Remove Duplicates v2 with dedupeField)', () => {
    const old: Workflow = {
      nodes: [
        {
          name: 'Lead webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          parameters: { httpMethod: 'POST', path: 'website-leads', responseMode: 'responseNode' },
        },
        {
          name: 'First delivery?',
          type: 'n8n-nodes-base.removeDuplicates',
          typeVersion: 2,
          parameters: {
            operation: 'removeItemsSeenInPreviousExecutions',
            logic: 'removeItemsWithAlreadySeenKeyValues',
            dedupeField: '={{ $json.leadId }}',
            options: {},
          },
        },
      ],
      connections: { 'Lead webhook': { main: [[{ node: 'First delivery?' }]] } },
    };
    expect(n8n.check(old)).toEqual([
      'First delivery?: parameter dedupeValue: Parameter "Value to Dedupe On" is required.',
      'First delivery?: ignored parameter dedupeField',
    ]);
  });

  describe('catches a broken parameter in the live agent workflow', () => {
    const agent = read('docs/n8n/agent-demo.json');
    const broken = (change: (node: (name: string) => Workflow['nodes'][number]) => void) => {
      const copy = structuredClone(agent);
      change((name) => copy.nodes.find((n) => n.name === name)!);
      return n8n.check(copy).filter((i) => !i.includes('credential missing'));
    };
    const options = (node: Workflow['nodes'][number]) =>
      node.parameters.options as Record<string, unknown>;

    it('a response mode the Chat Trigger does not have (it would answer without streaming)', () => {
      expect(
        broken((node) => (options(node('When chat message received')).responseMode = 'streamed')),
      ).toEqual([
        'When chat message received: parameter options.responseMode: "streamed" is not one of "lastNode", "streaming", "responseNode"',
      ]);
    });

    it("the agent's instructions outside its options (n8n would drop them)", () => {
      expect(
        broken((node) => {
          const agentNode = node('AI Agent');
          agentNode.parameters.systemMessage = options(agentNode).systemMessage;
          delete options(agentNode).systemMessage;
        }),
      ).toEqual(['AI Agent: ignored parameter systemMessage']);
    });

    it('a knowledge tool without its address', () => {
      expect(broken((node) => (node('Site knowledge').parameters.url = ''))).toEqual([
        'Site knowledge: parameter url: Parameter "URL" is required.',
      ]);
    });
  });

  it('reports unknown node versions and workflows without a trigger', () => {
    expect(
      n8n.check({
        nodes: [
          {
            name: 'Crypto',
            type: 'n8n-nodes-base.crypto',
            typeVersion: 9,
            parameters: {},
          },
        ],
        connections: {},
      }),
    ).toEqual(['Crypto: unknown node type n8n-nodes-base.crypto@9', 'workflow: no trigger']);
  });
});
