import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, LOCALES, localized, test } from './support/fixtures';
import { distDir } from '../../shared/config';

/**
 * The live agent is off by default (no AGENT_WEBHOOK_URL at build): /work is what it was, with
 * no launcher, no island and no chat code anywhere in the build.
 */
const client = join(distDir(), 'current', 'client');

test('without AGENT_WEBHOOK_URL no page carries the chat and no chat code is built', async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const html = await (await request.get(localized('/work', locale))).text();
    expect(html).not.toContain('data-agent-launcher');
    expect(html).not.toContain('<astro-island');
    const privacy = await (await request.get(localized('/privacy', locale))).text();
    expect(privacy).not.toContain('data-agent-privacy');
  }
  const files = readdirSync(join(client, '_astro'));
  expect(files.filter((f) => f.startsWith('agent-chat'))).toEqual([]);
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    expect(readFileSync(join(client, '_astro', file), 'utf8'), file).not.toContain('/api/agent');
  }
});
