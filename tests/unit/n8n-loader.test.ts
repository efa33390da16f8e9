import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { locales } from '../../shared/i18n/locales';
import { findPublishingProblems, loadUseCases } from '@/lib/n8n/use-cases';
import { parseWorkflowJson } from '@/lib/n8n/schema';

const workflow = {
  name: 'Mini',
  nodes: [
    {
      name: 'Start',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: 'x' },
    },
    {
      name: 'Tell',
      type: 'n8n-nodes-base.slack',
      typeVersion: 2.2,
      position: [220, 0],
      parameters: {},
    },
  ],
  connections: { Start: { main: [[{ node: 'Tell', type: 'main', index: 0 }]] } },
  settings: { executionOrder: 'v1' },
};

const text = () => ({
  title: 'A mini workflow',
  description: 'Receives a webhook and tells the team in Slack right away.',
  steps: { Start: 'Request arrives', Tell: 'Tell the team' },
});
const card = (order = 1) => ({
  order,
  icon: 'target',
  href: '/services',
  savings: { runs: 10, per: 'week', minutes: 5, automatedPercent: 80 },
  text: Object.fromEntries(locales.map((l) => [l, text()])),
});

let root: string;
let dir: string;

function write(slug: string, files: { workflow?: string | object; card?: string | object }) {
  const folder = path.join(dir, slug);
  mkdirSync(folder, { recursive: true });
  const asText = (v: string | object, fn: (o: object) => string) =>
    typeof v === 'string' ? v : fn(v);
  if (files.workflow !== undefined) {
    writeFileSync(
      path.join(folder, 'workflow.json'),
      asText(files.workflow, (o) => JSON.stringify(o, null, 2)),
    );
  }
  if (files.card !== undefined)
    writeFileSync(path.join(folder, 'card.yaml'), asText(files.card, stringify));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'use-cases-'));
  dir = path.join(root, 'content/use-cases');
  mkdirSync(dir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const load = () => loadUseCases(dir, root);

describe('loadUseCases', () => {
  it('loads folders sorted by order, with apps and relative file paths', () => {
    write('second', { workflow, card: card(2) });
    write('first', { workflow, card: card(1) });
    const result = load();
    expect(result.map((u) => u.slug)).toEqual(['first', 'second']);
    expect(result[0].apps).toEqual(['Slack']);
    expect(result[0].files).toEqual({
      workflow: 'content/use-cases/first/workflow.json',
      card: 'content/use-cases/first/card.yaml',
    });
    expect(JSON.parse(result[0].workflowJson)).toEqual(workflow);
    expect(result[0].text.de.steps.Tell).toBe('Tell the team');
  });

  const broken: Array<[string, () => void, RegExp]> = [
    [
      'bad JSON',
      () => write('a', { workflow: '{"name": "x",', card: card() }),
      /^content\/use-cases\/a\/workflow\.json: \(file\): not valid JSON/,
    ],
    [
      'a connection to an unknown node',
      () =>
        write('a', {
          workflow: {
            ...workflow,
            connections: { Start: { main: [[{ node: 'Gone', type: 'main', index: 0 }]] } },
          },
          card: card(),
        }),
      /^content\/use-cases\/a\/workflow\.json: connections\.Start\.main\[0\]\[0\]\.node: connection from "Start" to unknown node "Gone"/,
    ],
    [
      'a missing node (connection source removed)',
      () => write('a', { workflow: { ...workflow, nodes: [workflow.nodes[1]] }, card: card() }),
      /^content\/use-cases\/a\/workflow\.json: connections\.Start: connection from unknown node "Start"/,
    ],
    [
      'a missing workflow file',
      () => write('a', { card: card() }),
      /^content\/use-cases\/a\/workflow\.json: \(file\): file is missing/,
    ],
    [
      'a missing card file',
      () => write('a', { workflow }),
      /^content\/use-cases\/a\/card\.yaml: \(file\): file is missing/,
    ],
    [
      'invalid YAML',
      () => write('a', { workflow, card: 'order: [1\n' }),
      /^content\/use-cases\/a\/card\.yaml: line \d+, column \d+: not valid YAML/,
    ],
    [
      'a card without a language',
      () => {
        const c = card();
        delete (c.text as Record<string, unknown>).it;
        write('a', { workflow, card: c });
      },
      /^content\/use-cases\/a\/card\.yaml: text\.it: Required/,
    ],
    [
      'an unknown icon',
      () => write('a', { workflow, card: { ...card(), icon: 'rocket' } }),
      /card\.yaml: icon: Invalid option: expected one of/,
    ],
    [
      'a savings preset with negative minutes',
      () =>
        write('a', {
          workflow,
          card: {
            ...card(),
            savings: { runs: 10, per: 'week', minutes: -5, automatedPercent: 80 },
          },
        }),
      /card\.yaml: savings\.minutes: must be at least 0\.5/,
    ],
    [
      'an external href',
      () => write('a', { workflow, card: { ...card(), href: 'https://example.com' } }),
      /card\.yaml: href: href must be a site path/,
    ],
    [
      'a step label missing for a node',
      () => {
        const c = card();
        delete (c.text.fr as { steps: Record<string, string> }).steps.Tell;
        write('a', { workflow, card: c });
      },
      /card\.yaml: text\.fr\.steps: missing a label for node\(s\) "Tell"/,
    ],
    [
      'a step label for a node that does not exist',
      () => {
        const c = card();
        (c.text.pt as { steps: Record<string, string> }).steps.Ghost = 'Boo';
        write('a', { workflow, card: c });
      },
      /text\.pt\.steps: no node named "Ghost" in workflow\.json/,
    ],
    [
      'credentials left in the export',
      () =>
        write('a', {
          workflow: {
            ...workflow,
            nodes: [
              workflow.nodes[0],
              { ...workflow.nodes[1], credentials: { slackApi: { id: '1', name: 'x' } } },
            ],
          },
          card: card(),
        }),
      /workflow\.json: nodes\.1 \("Tell"\): remove "credentials" before publishing \(not safe to publish\)/,
    ],
    [
      'a folder name that is not a slug',
      () => write('Bad Name', { workflow, card: card() }),
      /content\/use-cases\/Bad Name: \(folder\): name must be a lowercase slug/,
    ],
  ];

  it.each(broken)('stops with a message naming the file for %s', (_label, setup, message) => {
    setup();
    expect(load).toThrow(message);
  });

  it('reads a missing folder as no use cases (git keeps no empty folder)', () => {
    expect(loadUseCases(path.join(root, 'nope'), root)).toEqual([]);
  });
});

describe('findPublishingProblems', () => {
  const withParams = (parameters: Record<string, unknown>) =>
    parseWorkflowJson(
      JSON.stringify({
        ...workflow,
        nodes: [{ ...workflow.nodes[0], parameters }],
        connections: {},
      }),
    );

  it.each([
    [
      { text: 'sk-abcdefghijklmnopqrstuvwxyz123456' },
      /parameters\.text: looks like an OpenAI-style API key/,
    ],
    [
      { headers: [{ value: 'Bearer abcdefghijklmnopqrstuvwxyz' }] },
      /parameters\.headers\.0\.value: looks like a bearer token/,
    ],
    [{ token: 'xoxb-1234567890-abcdef' }, /parameters\.token: a literal secret value/],
    [
      { options: { password: 'hunter22' } },
      /parameters\.options\.password: a literal secret value/,
    ],
  ])('flags %j', (parameters, message) => {
    expect(findPublishingProblems(withParams(parameters)).join('\n')).toMatch(message);
  });

  it.each([
    [{ authentication: 'appToken', url: 'https://api.example.com' }],
    [{ token: '={{ $json.token }}' }],
    [{ password: '' }],
    [{ text: 'Ask for approval in #finance' }],
  ])('accepts %j', (parameters) => {
    expect(findPublishingProblems(withParams(parameters))).toEqual([]);
  });
});
