// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layoutWorkflow } from '@/lib/n8n/layout';
import { nodeVisual, workflowApps } from '@/lib/n8n/node-types';
import { renderWorkflowSvg } from '@/lib/n8n/render-svg';
import type { N8nWorkflow } from '@/lib/n8n/schema';

const node = (name: string, type: string, position: [number, number]) => ({
  name,
  type,
  typeVersion: 1,
  position,
  parameters: {},
});
const to = (target: string) => ({ node: target, type: 'main', index: 0 });

const workflow: N8nWorkflow = {
  name: 'Render',
  nodes: [
    node('Trigger <1>', 'n8n-nodes-base.scheduleTrigger', [0, 0]),
    node('Is it "ok"?', 'n8n-nodes-base.if', [220, 0]),
    node('HubSpot', 'n8n-nodes-base.hubspot', [440, 0]),
    node('Post', 'n8n-nodes-base.linkedIn', [440, 200]),
    node('Custom', 'n8n-nodes-base.airtable', [660, 0]),
  ],
  connections: {
    'Trigger <1>': { main: [[to('Is it "ok"?')]] },
    'Is it "ok"?': { main: [[to('HubSpot')], [to('Post')]] },
    HubSpot: { main: [[to('Custom')]] },
  },
};

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('renderWorkflowSvg', () => {
  it.each(['wide', 'tall'] as const)(
    '%s: is well-formed SVG sized by its viewBox',
    (orientation) => {
      const svg = renderWorkflowSvg(workflow, { orientation, title: 'T', lang: 'de-DE' });
      const root = parse(svg).documentElement;
      const { width, height } = layoutWorkflow(workflow, orientation);
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
      expect(root.getAttribute('width')).toBe(String(width));
      expect(root.getAttribute('height')).toBe(String(height));
      expect(root.getAttribute('xml:lang')).toBe('de-DE');
      // Inline in HTML, `lang` on <svg> is invalid (Nu Html Checker).
      expect(root.hasAttribute('lang')).toBe(false);
      expect(root.getAttribute('role')).toBe('img');
    },
  );

  it('names the image with title and description, escaping markup', () => {
    const doc = parse(
      renderWorkflowSvg(workflow, { title: 'Leads & <CRM>', description: 'Steps: a "b" \'c\'' }),
    );
    expect(doc.querySelector('title')?.textContent).toBe('Leads & <CRM>');
    expect(doc.querySelector('desc')?.textContent).toBe('Steps: a "b" \'c\'');
    expect(doc.documentElement.getAttribute('aria-labelledby')).toBe('t d');
  });

  it('draws one box per step, one line per connection, and the labels given', () => {
    const doc = parse(
      renderWorkflowSvg(workflow, { title: 'T', labels: { HubSpot: 'Create contact in HubSpot' } }),
    );
    const texts = [...doc.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Trigger <1>',
        'Is it "ok"?',
        'Create',
        'contact in',
        'HubSpot',
        'Post',
        'Custom',
      ]),
    );
    const edges = doc.querySelectorAll('path[marker-end]');
    expect(edges).toHaveLength(4);
    // every node group starts with its box path
    expect(doc.querySelectorAll('g > g > path[stroke="#cbd5e1"]')).toHaveLength(5);
  });

  it('writes IF branch words only when given', () => {
    const plain = parse(renderWorkflowSvg(workflow, { title: 'T' }));
    expect(plain.querySelectorAll('text[font-size="12"]')).toHaveLength(0);
    const labelled = parse(
      renderWorkflowSvg(workflow, { title: 'T', branchLabels: { true: 'ja', false: 'nein' } }),
    );
    const words = [...labelled.querySelectorAll('text[font-size="12"]')].map((t) => t.textContent);
    expect(words).toEqual(['ja', 'nein']);
  });

  it('shows brand marks and a fallback mark for unknown node types', () => {
    const doc = parse(renderWorkflowSvg(workflow, { title: 'T' }));
    const marks = [...doc.querySelectorAll('text[font-weight="800"]')].map((t) => t.textContent);
    expect(marks).toEqual(['in', 'Ai']);
  });

  it('references nothing outside the file', () => {
    const svg = renderWorkflowSvg(workflow, { title: 'T' });
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<image|<script|xlink:href/);
  });
});

describe('node visuals', () => {
  it.each([
    ['n8n-nodes-base.webhook', { trigger: true, app: undefined }],
    ['n8n-nodes-base.slack', { trigger: undefined, app: 'Slack' }],
    ['n8n-nodes-base.someNewTrigger', { trigger: true, app: undefined }],
  ])('%s', (type, expected) => {
    const v = nodeVisual(type);
    expect(Boolean(v.trigger)).toBe(Boolean(expected.trigger));
    expect(v.app).toBe(expected.app);
    expect(v.glyph || v.mark).toBeTruthy();
  });

  it('lists the apps a workflow uses once each, in order, without core nodes', () => {
    expect(
      workflowApps([
        { type: 'n8n-nodes-base.webhook' },
        { type: 'n8n-nodes-base.hubspot' },
        { type: 'n8n-nodes-base.slack' },
        { type: 'n8n-nodes-base.hubspot' },
        { type: 'n8n-nodes-base.if' },
      ]),
    ).toEqual(['HubSpot', 'Slack']);
  });
});
