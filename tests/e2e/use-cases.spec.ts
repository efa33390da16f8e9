import { readFileSync, readdirSync } from 'node:fs';
import { documentTitle } from '../../src/lib/seo';
import {
  LOCALES,
  catalogsOf,
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  localized,
  test,
} from './support/fixtures';
import { message } from './support/messages';

const catalogs = catalogsOf('use-cases');
const SLUGS = readdirSync('content/use-cases').sort();

test.describe('use-cases page in six languages', () => {
  for (const locale of LOCALES) {
    test(`${localized('/use-cases', locale)}: eight cards with diagram, steps and download`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      // The title and heading count the use cases the content folder holds.
      const t = (key: string) => message(locale, key, { count: SLUGS.length });
      const response = await page.goto(localized('/use-cases', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/use-cases');
      await expect(page).toHaveTitle(
        documentTitle(t('useCases.metaTitle'), 'Flowcraft Automation'),
      );
      await expect(page.locator('h1')).toHaveText(t('useCases.heading'));

      const cards = page.locator('main ol > li > article');
      await expect(cards).toHaveCount(8);
      expect((await cards.evaluateAll((els) => els.map((e) => e.id))).sort()).toEqual(SLUGS);
      for (let i = 0; i < 8; i++) {
        const card = cards.nth(i);
        const slug = await card.getAttribute('id');
        await expect(card.locator('h2')).toHaveCount(1);
        const img = card.locator('a[data-zoom] img');
        await expect(img).toHaveAttribute(
          'src',
          localized(`/use-cases/diagrams/wide/${slug}.svg`, locale),
        );
        const alt = (await img.getAttribute('alt'))!;
        expect(alt).toContain(await card.locator('h2').innerText());
        const steps = await card.locator('ol li').allTextContents();
        expect(steps.length).toBeGreaterThanOrEqual(6);
        expect(alt).toContain(`1. ${steps[0]}`);
        expect(alt).toContain(`${steps.length}. ${steps.at(-1)}`);
        const download = card.getByRole('link', { name: t('useCases.download') });
        await expect(download).toHaveAttribute('href', `/use-cases/workflows/${slug}.json`);
        await expect(download).toHaveAttribute('download', `n8n-workflow-${slug}.json`);
      }

      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          // Two frames: the observers of what scrolled into view have been told.
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      await expect
        .poll(() =>
          page
            .locator('main a[data-zoom] img')
            .evaluateAll(
              (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
            ),
        )
        .toBe(8);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });
  }
});

test('workflow downloads are n8n JSON whose connections all resolve', async ({ request }) => {
  for (const slug of SLUGS) {
    const response = await request.get(`/use-cases/workflows/${slug}.json`);
    expect(response.status(), slug).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).toBe(readFileSync(`content/use-cases/${slug}/workflow.json`, 'utf8'));
    const wf = JSON.parse(text) as {
      name: string;
      nodes: Array<{
        name: string;
        type: string;
        typeVersion: number;
        position: number[];
        credentials?: unknown;
      }>;
      connections: Record<
        string,
        Record<string, Array<Array<{ node: string; type: string; index: number }> | null>>
      >;
    };
    expect(wf.name.length).toBeGreaterThan(3);
    const names = new Set(wf.nodes.map((n) => n.name));
    expect(names.size).toBe(wf.nodes.length);
    let edges = 0;
    for (const [source, byType] of Object.entries(wf.connections)) {
      expect(names.has(source), `${slug}: source ${source}`).toBe(true);
      for (const outputs of Object.values(byType)) {
        for (const target of outputs.flat()) {
          if (!target) continue;
          expect(names.has(target.node), `${slug}: ${source} -> ${target.node}`).toBe(true);
          edges++;
        }
      }
    }
    expect(edges).toBeGreaterThanOrEqual(wf.nodes.length - 1);
    for (const node of wf.nodes) {
      expect(node.type).toMatch(/^(@n8n\/n8n-nodes-langchain|n8n-nodes-base)\.\w+$/);
      expect(node.credentials).toBeUndefined();
    }
  }
});

test('diagram files are SVG in every language, with translated titles', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const orientation of ['wide', 'tall']) {
      const response = await request.get(
        localized(`/use-cases/diagrams/${orientation}/support-triage.svg`, locale),
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain(
        `<title id="t">${catalogs[locale]['useCases.diagramTitle'].split('{')[0]}`,
      );
      expect(svg).toContain(`>${catalogs[locale]['useCases.branchTrue']}</text>`);
    }
  }
});

test('phones get the tall diagram, wider screens the wide one', async ({ browser }) => {
  const base = test.info().project.use.baseURL;
  for (const [width, expected] of [
    [390, '/use-cases/diagrams/tall/'],
    [1280, '/use-cases/diagrams/wide/'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/use-cases`);
    const img = page.locator('main a[data-zoom] img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc))
      .toContain(expected);
    const box = (await img.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    if (width === 390) {
      // label text at least ~11 CSS px: the tall viewBox is at most ~1.5x the rendered width
      const viewBoxWidth = await img.evaluate((i: HTMLImageElement) => i.naturalWidth);
      expect(viewBoxWidth / box.width).toBeLessThan(1.5);
    }
    await context.close();
  }
});

test('zoom works on the use-cases page by keyboard', async ({ page }) => {
  await page.goto('/it/use-cases');
  const trigger = page.locator('#crm-sync a[data-zoom]');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Diagramma ingrandito' });
  await expect(dialog).toBeVisible();
  expect(await dialog.locator('img').getAttribute('src')).toContain(
    '/it/use-cases/diagrams/wide/crm-sync.svg',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('accessibility', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`axe finds no violations on ${localized('/use-cases', locale)}`, async ({ page }) => {
      await page.goto(localized('/use-cases', locale));
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      await expectNoAxeViolations(page);
    });
  }
});
