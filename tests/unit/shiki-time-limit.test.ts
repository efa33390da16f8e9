import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlogMarkdown } from '@/lib/blog/render';

/**
 * Shiki stops colouring a line after 500 ms of tokenising by default (`tokenizeTimeLimit`) and
 * leaves the rest of the line plain. On a loaded two-core machine a build then shipped articles
 * whose code blocks were partly uncoloured, different from build to build. The blog's Shiki
 * configuration turns the limit off, so a build's HTML never depends on the machine's load.
 */
describe('code highlighting does not depend on how busy the machine is', () => {
  afterEach(() => vi.restoreAllMocks());

  it('colours every token even when each step of the tokeniser seems to take a second', async () => {
    const markdown = [
      '```js',
      'const answer = await fetch("https://example.com/api", { method: "POST" });',
      'export function add(a, b) { return a + b; }',
      '```',
    ].join('\n');
    const calm = await renderBlogMarkdown(markdown);
    let now = 1_000_000;
    // Every clock read is a second later: the tokeniser's time limit, if any, is always exceeded.
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const busy = await renderBlogMarkdown(markdown);
    vi.restoreAllMocks();
    expect(calm.match(/<span style="color:/g)?.length).toBeGreaterThan(10);
    expect(busy).toBe(calm);
  });
});
