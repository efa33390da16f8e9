import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n/locales';
import { catalogs } from '@/i18n/catalog';
import { chooseVoice } from '../../shared/i18n/messages';
import { diagramCanvas, layoutWorkflow, metrics, stepNodes, wrapLabel } from '@/lib/n8n/layout';
import { nodeVisuals } from '@/lib/n8n/node-types';
import { listEdges } from '@/lib/n8n/schema';
import { loadUseCases } from '@/lib/n8n/use-cases';
import { loadTestimonials } from '@/lib/testimonials';

/** The shipped content: what the build will publish. */
const useCases = loadUseCases();

/** Versions n8n ships for the node types we use (a newer n8n still imports these). */
const typeVersions: Record<string, number[]> = {
  'n8n-nodes-base.webhook': [2, 2.1],
  'n8n-nodes-base.scheduleTrigger': [1.2],
  'n8n-nodes-base.gmailTrigger': [1.2],
  'n8n-nodes-base.stripeTrigger': [1],
  'n8n-nodes-base.httpRequest': [4.2],
  'n8n-nodes-base.googleSheets': [4.5],
  'n8n-nodes-base.googleDrive': [3],
  'n8n-nodes-base.slack': [2.2],
  'n8n-nodes-base.hubspot': [2, 2.1],
  'n8n-nodes-base.if': [2, 2.2],
  'n8n-nodes-base.set': [3.4],
  'n8n-nodes-base.code': [2],
  'n8n-nodes-base.emailSend': [2.1],
  'n8n-nodes-base.extractFromFile': [1],
  'n8n-nodes-base.merge': [3],
  'n8n-nodes-base.notion': [2.2],
  'n8n-nodes-base.linkedIn': [1],
  'n8n-nodes-base.twitter': [2],
  'n8n-nodes-base.postgres': [2.5],
  '@n8n/n8n-nodes-langchain.openAi': [1.8],
};

describe('use-case content', () => {
  it('has the eight use cases the spec asks for, in a unique order', () => {
    expect(useCases.map((u) => u.slug)).toEqual([
      'lead-routing',
      'client-reporting',
      'invoice-processing',
      'support-triage',
      'social-scheduling',
      'client-onboarding',
      'crm-sync',
      'uptime-monitoring',
    ]);
    expect(new Set(useCases.map((u) => u.order)).size).toBe(8);
    expect(new Set(useCases.map((u) => u.icon)).size).toBe(8);
  });

  describe.each(useCases.map((u) => [u.slug, u] as const))('%s', (_slug, uc) => {
    const nodes = stepNodes(uc.workflow);

    it('uses real node types at versions n8n ships, and settings of an export', () => {
      for (const n of nodes) {
        expect(typeVersions[n.type], `${n.name}: ${n.type}`).toBeDefined();
        expect(typeVersions[n.type], `${n.name}: ${n.type}@${n.typeVersion}`).toContain(
          n.typeVersion,
        );
        expect(nodeVisuals[n.type], `no icon for ${n.type}`).toBeDefined();
        expect(n.id).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(uc.workflow.settings).toMatchObject({ executionOrder: 'v1' });
      expect(uc.workflow.active).toBe(false);
    });

    it('starts at one trigger and reaches every other step from it', () => {
      const edges = listEdges(uc.workflow);
      const triggers = nodes.filter((n) => !edges.some((e) => e.target === n.name));
      expect(triggers.map((t) => t.name)).toHaveLength(1);
      expect(nodeVisuals[triggers[0].type].trigger).toBe(true);
      const seen = new Set([triggers[0].name]);
      const queue = [triggers[0].name];
      while (queue.length) {
        const current = queue.shift()!;
        for (const e of edges.filter((x) => x.source === current && !seen.has(x.target))) {
          seen.add(e.target);
          queue.push(e.target);
        }
      }
      expect([...seen].sort()).toEqual(nodes.map((n) => n.name).sort());
    });

    it('stays small enough to read on a phone (at most 6 columns and 2 lanes)', () => {
      const layout = layoutWorkflow(uc.workflow, 'wide');
      expect(Math.max(...layout.nodes.map((n) => n.col))).toBeLessThan(6);
      expect(Math.max(...layout.nodes.map((n) => n.lane))).toBeLessThan(2);
    });

    it('talks to at least two apps and holds no secrets', () => {
      expect(uc.apps.length).toBeGreaterThanOrEqual(2);
      expect(uc.workflowJson).not.toMatch(/"credentials"/);
    });

    it.each(locales)('%s: has step labels that wrap without being cut', (locale) => {
      for (const label of Object.values(uc.text[locale].steps)) {
        for (const m of [metrics.wide, metrics.tall]) {
          const lines = wrapLabel(label, m.maxChars, m.maxLines);
          expect(lines.join(' ').replace(/- /g, '-'), `"${label}" does not fit`).toBe(label);
        }
      }
    });

    it('is really translated (no English copy left in other languages)', () => {
      for (const locale of locales.filter((l) => l !== 'en')) {
        expect(uc.text[locale].title).not.toBe(uc.text.en.title);
        expect(uc.text[locale].description).not.toBe(uc.text.en.description);
      }
    });
  });
});

describe('use-case diagrams', () => {
  it('are drawn at one node scale: every wide diagram on the same canvas, every tall one as wide', () => {
    for (const o of ['wide', 'tall'] as const) {
      const canvas = diagramCanvas(o);
      for (const uc of useCases) {
        const layout = layoutWorkflow(uc.workflow, o, uc.text.en.steps, canvas);
        expect(layout.width, `${uc.slug} ${o}`).toBe(canvas.width);
        if (canvas.height) expect(layout.height, `${uc.slug} ${o}`).toBe(canvas.height);
        for (const n of layout.nodes) {
          expect(n.x).toBeGreaterThanOrEqual(0);
          expect(n.x + n.size).toBeLessThanOrEqual(layout.width);
        }
      }
    }
  });
});

describe('testimonials', () => {
  const testimonials = loadTestimonials();

  it('has at least four five-star testimonials with name, role, company and text in every language', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      for (const l of locales) {
        expect(t.role[l].length).toBeGreaterThan(2);
        expect(t.text[l].length).toBeGreaterThan(40);
        if (l !== 'en') expect(t.text[l]).not.toBe(t.text.en);
      }
    }
  });
});

describe('home and use-case catalogs', () => {
  const areaKeys = (prefix: string) => Object.keys(catalogs.en).filter((k) => k.startsWith(prefix));
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

  it.each(['home.', 'useCases.'])(
    '%s keys exist in every language with the same placeholders',
    (prefix) => {
      const keys = areaKeys(prefix);
      expect(keys.length).toBeGreaterThan(10);
      for (const l of locales) {
        for (const k of keys) {
          expect(catalogs[l][k], `${l}: ${k}`).toBeTypeOf('string');
          // In each voice (`business.voice`): a language may word a text for 'I' where English
          // needs no change, so the voice itself is not compared.
          for (const voice of ['we', 'I'] as const) {
            expect(placeholders(chooseVoice(catalogs[l][k], voice)), `${l}: ${k}`).toEqual(
              placeholders(chooseVoice(catalogs.en[k], voice)),
            );
          }
        }
        expect(
          Object.keys(catalogs[l])
            .filter((k) => k.startsWith(prefix))
            .sort(),
        ).toEqual(keys.sort());
      }
    },
  );

  it('quotes the hero exactly as the spec does', () => {
    expect(catalogs.en['home.hero.badge']).toBe('Professional n8n Automation Expert');
    expect(catalogs.en['home.hero.headline']).toBe('Automate Your Business with n8n');
    expect(catalogs.en['home.hero.subline']).toBe('Save Time, Skip Repetition');
    expect(chooseVoice(catalogs.en['home.hero.text'], 'we')).toBe(
      'We help Marketing Agencies, Startups, and Sales Teams automate workflows, integrate tools, and save hours every week using custom n8n setups.',
    );
    expect(catalogs.en['home.hero.ctaPrimary']).toBe('Book a Free Automation Audit');
    expect(catalogs.en['home.hero.ctaCommunity']).toBe('Join Discord community');
  });
});
