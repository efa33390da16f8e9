import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogFileLabel } from '@/lib/blog/files';
import type { BlogFile } from '@/lib/blog/source';
import { checkBlogFolder } from '../../tools/lib/blog/check';
import {
  contentFigureProblems,
  figureRules,
  findTypedFigures,
} from '../../tools/lib/typed-figures';
import { loadSite } from '../../shared/node/site';

const site = loadSite();
const rules = figureRules(site);
const minutes = site.facts.consultation.minutes;
const integrations = site.facts.claims.integrations;

describe('typed figures', () => {
  it.each([
    [`Book a free ${minutes}-minute call`, 'consultationMinutes'],
    [`Agende uma consultoria gratuita de ${minutes} minutos`, 'consultationMinutes'],
    [`Buchen Sie ein kostenloses ${minutes}-minütiges Erstgespräch`, 'consultationMinutes'],
    [`n8n ships with more than ${integrations} built-in integrations`, 'integrations'],
    [`| ${integrations}+ nodes, plus any REST API |`, 'integrations'],
    [`plus de ${integrations} intégrations natives`, 'integrations'],
    ['Designed for a 99.9% uptime target', 'uptime'],
    ['Progettato per il 99,9 % di disponibilità', 'uptime'],
    ['The agent on its own costs $250', 'agentPrice'],
    ['Der Agent kostet 250 $', 'agentPrice'],
    ['Taglia il lavoro manuale fino a −80%', 'reduction'],
    // The monitoring promise, typed the ways the catalogs once typed it, in six languages.
    ['We watch your workflows around the clock, fix failures', 'monitoring'],
    ['Custom workflows and round-the-clock monitoring, so', 'monitoring'],
    ['Acompanhamos seus workflows 24 horas por dia, corrigimos', 'monitoring'],
    ['Monitoramento automático 24 horas dos seus workflows n8n', 'monitoring'],
    ['Selbst gehostete Installationen und Monitoring rund um die Uhr', 'monitoring'],
    ['Monitorización automática 24 horas de sus flujos n8n', 'monitoring'],
    ['despliegues autoalojados y monitorización ininterrumpida, para', 'monitoring'],
    ['Sorvegliamo i suoi workflow 24 ore su 24, risolviamo', 'monitoring'],
    ['Nous surveillons vos workflows 24\u00a0h/24, corrigeons', 'monitoring'],
    ['Supervision automatisée 24 h/24 de vos workflows', 'monitoring'],
    ['Surveillé jour et nuit, réparé par des humains', 'monitoring'],
  ])('finds the fact in %j', (text, fact) => {
    expect(findTypedFigures(text, rules).map((f) => f.fact)).toEqual([fact]);
  });

  it.each([
    'Book a free {consultationMinutes}-minute call',
    `The Schedule Trigger runs every ${minutes} minutes`,
    'n8n ships with {integrations} built-in integrations',
    'Zapier lists 7,000+ apps and Make 2,000+ apps',
    'Company size 50-500 employees',
    'Disk above 80% for an hour',
    'Your workflows under {monitoring}: we fix failures',
    // The agent's error workflow alerting round the clock is what its terms define: no promise
    // of people watching, so it stays as written.
    '24/7 support after purchase: the error workflow reports failed runs to you and to us round the clock.',
    'Round the clock, the error workflow that comes with the agent watches every run',
    'AI agents that answer customer questions around the clock',
  ])('leaves %j alone (a placeholder, or someone else’s number)', (text) => {
    expect(findTypedFigures(text, rules)).toEqual([]);
  });
});

describe('content:check on typed figures', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'typed-figures-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const label = (file: string) => blogFileLabel('content/blog', file, process.cwd());

  it('passes the shipped content: every figure the owner file holds is a placeholder', async () => {
    const { posts } = await checkBlogFolder('content/blog');
    expect(await contentFigureProblems(process.cwd(), posts, label, site)).toEqual([]);
  }, 120_000);

  it('fails on a figure typed deliberately into a catalog, an FAQ answer and an article', async () => {
    write(
      'src/i18n/messages/en/booking.json',
      JSON.stringify({ 'booking.metaTitle': `Book a Free ${minutes}-Minute n8n Consultation` }),
    );
    // The owner catalog's default wording of {monitoring} is the one place it is typed.
    write(
      'src/i18n/messages/pt/owner.json',
      JSON.stringify({ 'owner.monitoring': 'monitoramento 24/7' }),
    );
    write(
      'src/i18n/messages/pt/common.json',
      JSON.stringify({ 'footer.about': 'Workflows e monitoramento 24 horas por dia, para que' }),
    );
    write(
      'content/faq/de.json',
      JSON.stringify({
        categories: [{ questions: [{ answer: `mehr als ${integrations} Integrationen` }] }],
      }),
    );
    const post = {
      file: 'x.md',
      slug: 'x',
      locale: 'en',
      data: { title: 'X', description: 'Y' },
      body: `A ${integrations}+ nodes table.\n\n\`\`\`js\n// ${minutes}-minute call in code is left alone\n\`\`\`\n`,
    } as unknown as BlogFile;
    const problems = await contentFigureProblems(root, [post], label, site);
    expect([...problems].sort()).toEqual([
      `content/blog/x.md: body: "${integrations}+ nodes" types the fact {integrations} of content/site.yaml; write {integrations} so the text follows the owner file`,
      `content/faq/de.json: categories[0].questions[0].answer: "mehr als ${integrations} Integrationen" types the fact {integrations} of content/site.yaml; write {integrations} so the text follows the owner file`,
      `src/i18n/messages/en/booking.json: booking.metaTitle: "${minutes}-Minute" types the fact {consultationMinutes} of content/site.yaml; write {consultationMinutes} so the text follows the owner file`,
      `src/i18n/messages/pt/common.json: footer.about: "monitoramento 24 horas por dia" types the fact {monitoring} of content/site.yaml; write {monitoring} so the text follows the owner file`,
    ]);
  });

  it('reports a broken YAML file as every content reader does: file, line, column', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'typed-figures-yaml-'));
    try {
      mkdirSync(path.join(broken, 'content/pages'), { recursive: true });
      writeFileSync(path.join(broken, 'content/pages/en.yaml'), 'services:\n  a: [1, 2\n');
      const problems = await contentFigureProblems(broken, [], label, site);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^content\/pages\/en\.yaml: line \d+, column \d+: not valid YAML: /,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
