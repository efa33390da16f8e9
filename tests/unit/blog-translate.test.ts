/**
 * `npm run blog:translate`: a machine draft keeps front matter, code, links and
 * n8n's names, is marked `machineTranslated: true`, and without a provider the script exits 1.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/lib/blog/i18n-status';
import {
  isInterfaceName,
  draftArticleTranslation,
  translateBody,
} from '../../tools/lib/blog/machine-translate';
import { parseBlogSource } from '../../src/lib/blog/source';
import { runScript } from './support/run-script';
import { startFakeLibreTranslate, type FakeProvider } from './translate-fake-providers';

const article = `---
title: 'Webhooks in n8n: receive and respond'
description: 'How the Webhook node works.'
author: 'Flowcraft Team'
difficulty: Intermediate
date: 2024-07-15
category: 'Integration'
readTime: '9 min read'
faq:
  - question: 'Is n8n free?'
    answer: 'The Community edition is free.'
---

Webhooks are how apps talk. Add a **Webhook** node, then a **Respond to Webhook** node, and **check the path**.

## How it works

- **HTTP Method**: use \`POST\` for [most services](https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.webhook/).
- Read *the* logs at https://example.com/logs.

| URL | Format |
|---|---|
| Test URL | \`https://your-n8n/webhook-test/<path>\` |

\`\`\`bash
# Start n8n
docker run -it n8nio/n8n
\`\`\`

> Keep the test URL private.

Connect with \`ssh azureuser@<public-ip>\` & R&D.
`;

/** A stand-in provider: text between tags in capitals, tags and entities kept. */
const fake = async (html: string) =>
  html.replace(
    /(^|>)([^<]+)/g,
    (_, lead: string, run: string) =>
      lead +
      run.replace(/&[a-z]+;|[^&]+/g, (part) => (part.startsWith('&') ? part : part.toUpperCase())),
  );

describe('machine draft of an article', () => {
  it('translates prose and keeps code, links, interface names and structure', async () => {
    const { contents, warnings } = await draftArticleTranslation(article, fake, 'abc123def456');
    expect(warnings).toEqual([]);
    expect(contents).toContain("title: 'WEBHOOKS IN N8N: RECEIVE AND RESPOND'");
    expect(contents).toContain("question: 'IS N8N FREE?'");
    expect(contents).toContain('machineTranslated: true');
    expect(contents).toContain("sourceHash: 'abc123def456'");
    expect(contents).not.toContain('readTime');
    // Names of n8n's interface stay in English; prose in bold is translated.
    expect(contents).toContain(
      'WEBHOOKS ARE HOW APPS TALK. ADD A **Webhook** NODE, THEN A **Respond to Webhook** NODE, AND **CHECK THE PATH**.',
    );
    expect(contents).toContain('## HOW IT WORKS');
    expect(contents).toContain(
      '- **HTTP Method**: USE `POST` FOR [MOST SERVICES](https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.webhook/).',
    );
    expect(contents).toContain('- READ *THE* LOGS AT https://example.com/logs.');
    expect(contents).toContain(
      '| URL | FORMAT |\n|---|---|\n| TEST URL | `https://your-n8n/webhook-test/<path>` |',
    );
    expect(contents).toContain('```bash\n# Start n8n\ndocker run -it n8nio/n8n\n```');
    expect(contents).toContain('> KEEP THE TEST URL PRIVATE.');
    // Kept text with tag-like or entity-like characters comes back byte for byte.
    expect(contents).toContain('CONNECT WITH `ssh azureuser@<public-ip>` & R&D.');
  });

  it('writes a file the blog accepts as a translation', async () => {
    const { contents } = await draftArticleTranslation(article, fake, 'abc123def456');
    const parsed = parseBlogSource({ file: 'pt/webhooks.md', contents });
    expect(parsed.ok ? parsed.post.data : parsed.problems).toMatchObject({
      machineTranslated: true,
      sourceHash: 'abc123def456',
      difficulty: 'Intermediate',
    });
  });

  it('reports a placeholder the provider dropped instead of losing it silently', async () => {
    const warnings: string[] = [];
    await translateBody('Run `npm start` now.', async () => 'Führen Sie es jetzt aus.', warnings);
    expect(warnings).toEqual(['the provider dropped `npm start`']);
  });

  it('tells interface names from prose', () => {
    expect(isInterfaceName('Retry On Fail')).toBe(true);
    expect(isInterfaceName('Respond to Webhook')).toBe(true);
    expect(isInterfaceName('IF')).toBe(true);
    expect(isInterfaceName('Validate early.')).toBe(false);
    expect(isInterfaceName('error workflow')).toBe(false);
  });
});

// Each test starts the script in its own tsx process: about a second alone, past vitest's 5 s
// default while a build loads the machine (as the other script tests, e.g. leads-cli).
describe('npm run blog:translate', () => {
  let root: string;
  let provider: FakeProvider;
  const run = (args: string[], env: Record<string, string>) =>
    runScript('blog-translate.ts', args, root, env);

  beforeAll(async () => {
    provider = await startFakeLibreTranslate();
    root = mkdtempSync(join(tmpdir(), 'blog-translate-'));
    mkdirSync(join(root, 'content/blog/de'), { recursive: true });
    writeFileSync(join(root, 'content/blog/webhooks.md'), article);
  });
  afterAll(async () => {
    await provider.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says that no provider is configured and exits 1', async () => {
    const { code, out } = await run(['--lang', 'pt', '--slug', 'webhooks'], {});
    expect(code).toBe(1);
    expect(out).toContain('no translation provider is configured');
  });

  it('writes the draft through the configured provider', async () => {
    const { code, out } = await run(['--lang', 'pt', '--slug', 'webhooks'], {
      LIBRETRANSLATE_URL: provider.url,
    });
    expect(out).toContain('wrote content/blog/pt/webhooks.md (libretranslate');
    expect(code).toBe(0);
    const draft = readFileSync(join(root, 'content/blog/pt/webhooks.md'), 'utf8');
    expect(draft).toContain('machineTranslated: true');
    const english = parseBlogSource({ file: 'webhooks.md', contents: article });
    expect(draft).toContain(`sourceHash: '${sourceHash(english.ok ? english.post.body : '')}'`);
    // The provider got HTML with the code held back, and the Brazilian target.
    const sent = provider.requests.map((r) => r.body as { q: string; target: string });
    expect(sent.every((b) => b.target === 'pt-BR' || b.target === 'pt')).toBe(true);
    expect(sent.some((b) => b.q.includes('docker run'))).toBe(false);
  });

  it('keeps a reviewed translation it replaces, in a folder the blog ignores', async () => {
    const reviewed = article.replace('readTime', 'x');
    writeFileSync(join(root, 'content/blog/de/webhooks.md'), reviewed);
    const { code, out } = await run(['--lang', 'de', '--slug', 'webhooks'], {
      LIBRETRANSLATE_URL: provider.url,
    });
    expect(code).toBe(0);
    expect(out).toContain(
      'the reviewed translation was kept as content/blog/de/_replaced/webhooks.md',
    );
    expect(readFileSync(join(root, 'content/blog/de/_replaced/webhooks.md'), 'utf8')).toBe(
      reviewed,
    );
    expect(readFileSync(join(root, 'content/blog/de/webhooks.md'), 'utf8')).toContain(
      'machineTranslated: true',
    );
  });

  it('writes nothing when the provider fails', async () => {
    provider.always({ status: 500, json: { error: 'boom' } });
    const { code, out } = await run(['--lang', 'it', '--slug', 'webhooks'], {
      LIBRETRANSLATE_URL: provider.url,
    });
    provider.always(undefined);
    expect(code).toBe(1);
    expect(out).toContain('Nothing was written');
    expect(() => readFileSync(join(root, 'content/blog/it/webhooks.md'))).toThrow();
  });
});
