import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetChecks, entryScripts, staticImports } from '../../tools/page-budgets';

let root: string;
let client: string;
let inline: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(client, path)), { recursive: true });
  writeFileSync(join(client, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-budgets-'));
  client = join(root, 'client');
  inline = join(root, 'inline');
  write('_astro/header.js', 'export const h=1;');
  write('_astro/island.js', 'import"./react.js";export{x}from"./shared.js";import("./lazy.js");');
  write('_astro/react.js', 'export const r=1;');
  write('_astro/shared.js', 'export const x=1;');
  write('_astro/lazy.js', 'export const l=1;');
  const head =
    '<style>body{color:red}</style><script>document.documentElement.classList.add("js")</script>';
  write('services/index.html', `${head}<script type="module" src="/_astro/header.js"></script>`);
  write('de/services/index.html', `${head}<script type="module" src="/_astro/header.js"></script>`);
  write(
    'blog/index.html',
    `${head}<script type="application/ld+json">{"a":1}</script><astro-island component-url="/_astro/island.js"></astro-island>`,
  );
  write('de/faq/index.html', `${head}<p>questions</p>`);
  write(
    'talk-to-expert/index.html',
    '<astro-island component-url="/_astro/island.js"></astro-island>',
  );
  write('404.html', head);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('budgetChecks', () => {
  it('checks every page’s HTML, with the FAQ’s larger budget', () => {
    const html = budgetChecks(client, inline).filter((c) => c.name!.endsWith(' HTML'));
    expect(html.map((c) => [c.name, c.limit])).toEqual([
      ['/404 HTML', '60 KiB'],
      ['/blog HTML', '60 KiB'],
      ['/de/faq HTML', '68 KiB'],
      ['/de/services HTML', '60 KiB'],
      ['/services HTML', '60 KiB'],
      ['/talk-to-expert HTML', '60 KiB'],
    ]);
  });

  it('counts the scripts a page loads up front with their static imports, not lazy chunks or data', () => {
    const js = budgetChecks(client, inline).filter((c) => c.name!.startsWith('JS of'));
    const blog = js.find((c) => c.name === 'JS of /blog')!;
    const files = (blog.path as string[]).map((f) => f.replace(`${root}/`, ''));
    expect(files.filter((f) => f.startsWith('client/'))).toEqual([
      'client/_astro/island.js',
      'client/_astro/react.js',
      'client/_astro/shared.js',
    ]);
    // The inline script is measured from a file of its own; the JSON-LD is not JavaScript.
    const inlineFiles = files.filter((f) => f.startsWith('inline/'));
    expect(inlineFiles).toHaveLength(1);
    expect(readFileSync(join(root, inlineFiles[0]!), 'utf8')).toContain('classList.add("js")');
    expect(blog.limit).toBe('30 KiB');
  });

  it('holds every page to 30 KB of JavaScript, /talk-to-expert included', () => {
    const js = budgetChecks(client, inline).filter((c) => c.name!.startsWith('JS of'));
    expect(js.map((c) => [c.name, c.limit])).toEqual([
      ['JS of /404, /de/faq', '3 KiB'],
      ['JS of /blog', '30 KiB'],
      ['JS of /de/services, /services', '3 KiB'],
      ['JS of /talk-to-expert', '30 KiB'],
    ]);
  });

  it('groups pages loading the same files and holds header-only pages to 3 KB', () => {
    const js = budgetChecks(client, inline).filter((c) => c.name!.startsWith('JS of'));
    const header = js.find((c) => c.name!.includes('/services'))!;
    expect(header.name).toBe('JS of /de/services, /services');
    expect(header.limit).toBe('3 KiB');
    const css = budgetChecks(client, inline).filter((c) => c.name!.startsWith('CSS of'));
    expect(css).toHaveLength(1);
    expect(css[0]!.limit).toBe('20 KiB');
  });

  it("keeps the live agent's chat out of its page's up-front JS, under its own 75 KB budget", () => {
    write('_astro/agent-chat.js', 'import"./react.js";export const c=1;');
    write('_astro/client.js', 'import"./react.js";export default 1;');
    write(
      'work/index.html',
      '<script type="module" src="/_astro/header.js"></script><astro-island client="agent" component-url="/_astro/agent-chat.js" renderer-url="/_astro/client.js"></astro-island>',
    );
    const checks = budgetChecks(client, inline);
    const work = checks.find((c) => c.name === 'JS of /work')!;
    expect((work.path as string[]).map((f) => f.replace(`${client}/`, ''))).toEqual([
      '_astro/header.js',
    ]);
    // A header-only page with the agent's launcher: its island loader is allowed on top.
    write(
      'services/index.html',
      '<script type="module" src="/_astro/header.js"></script><astro-island client="agent" component-url="/_astro/agent-chat.js" renderer-url="/_astro/client.js"></astro-island>',
    );
    const services = budgetChecks(client, inline).find((c) =>
      c.name!.startsWith('JS of /services'),
    )!;
    expect(services.limit).toBe('5.5 KiB');
    const chat = checks.find((c) => c.name!.startsWith("The live agent's chat"))!;
    expect((chat.path as string[]).map((f) => f.replace(`${client}/`, ''))).toEqual([
      '_astro/agent-chat.js',
      '_astro/client.js',
      '_astro/react.js',
    ]);
    expect(chat.limit).toBe('75 KiB');
  });

  it('has no chat check for a build without the agent', () => {
    expect(budgetChecks(client, inline).some((c) => c.name!.includes('agent'))).toBe(false);
  });

  it('says to build first when there is no build', () => {
    expect(() => budgetChecks(join(root, 'missing'), inline)).toThrow(/run npm run build first/);
  });
});

describe('staticImports', () => {
  it('resolves relative and absolute imports to site paths and skips remote ones', () => {
    const code =
      'import"./a.js";import{b}from"../b.mjs";export*from"/_astro/c.js";import"https://x.test/d.js"';
    expect(staticImports(code, '/_astro/chunks/e.js')).toEqual([
      '/_astro/chunks/a.js',
      '/_astro/b.mjs',
      '/_astro/c.js',
    ]);
  });
});

describe('entryScripts', () => {
  it('leaves out an island hydrated when it comes into view, and keeps one hydrated at once', () => {
    const visible =
      '<astro-island component-url="/_astro/calc.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    const eager =
      '<astro-island component-url="/_astro/chat.js" renderer-url="/_astro/client.js" client="load"></astro-island>';
    expect(entryScripts(visible).src).toEqual([]);
    expect(entryScripts(eager).src).toEqual(['/_astro/chat.js', '/_astro/client.js']);
  });
});
