/**
 * The site becomes someone else's from the owner file alone. A copy of the
 * project gets the fixture owner file `tests/fixtures/owner-pt/site.yaml` (another brand, a
 * Portuguese address without a commercial register, prices in EUR, no support document) and no
 * testimonials; then `launch:check` passes, `build:production` succeeds, and no built page, feed,
 * share card or structured-data block names the sample brand, the sample price or an unfilled
 * `{placeholder}`. It runs the real build (a few minutes); `SKIP_OWNER_BUILD=1` skips it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../tools/lib/project-copy';

const here = process.cwd();
const skip = process.env.SKIP_OWNER_BUILD === '1';
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 120_000);

/**
 * The project without its build output, with the fixture owner file and no sample claims;
 * `languages` replaces the owner file's language list when given.
 */
function ownedProject(languages?: string[]): string {
  const root = copyProject(here, mkdtempSync(path.join(tmpdir(), 'owner-build-')));
  made.push(root);
  const owner = readFileSync('tests/fixtures/owner-pt/site.yaml', 'utf8');
  writeFileSync(
    path.join(root, 'content/site.yaml'),
    languages ? `${owner}\nlanguages: [${languages.join(', ')}]\n` : owner,
  );
  // The owner removes the sample claims: testimonials and case studies.
  for (const file of readdirSync(path.join(root, 'content/testimonials')))
    rmSync(path.join(root, 'content/testimonials', file));
  rmSync(path.join(root, 'content/case-studies'), { recursive: true, force: true });
  writeFileSync(path.join(root, '.env'), '');
  return root;
}

const ownerEnv = {
  SITE_URL: 'https://autoflow.pt',
  CAL_LINK: 'autoflow/30min',
  YOUTUBE_VIDEO_ID: 'dQw4w9WgXcQ',
  COMMUNITY_URL: 'https://community.autoflow.pt',
};

/** Every file of a folder, recursively, relative to it. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The sample price in any language's format: $250, 250 $, US$ 250, 250 USD, 250,00 €... */
const samplePrice =
  /(?:\$|US\$|USD)[\s\u00a0\u202f]?250(?![\d.,])|(?<![\d.,])250(?:,00)?[\s\u00a0\u202f]?(?:\$|US\$|USD|€)/;
/** A `{placeholder}` left unfilled in text (n8n expressions `{{ ... }}` are code, not facts). */
const unfilled = /(?<!\{)\{(?:agentPrice|[a-z][A-Za-z]+)\}(?!\})/;

describe.skipIf(skip)('the site is the owner’s from the owner file alone', () => {
  it('launch:check passes, build:production succeeds, nothing of the sample is left', () => {
    const root = ownedProject();
    const env = {
      ...process.env,
      ...ownerEnv,
      NODE_OPTIONS: '',
      DIST_DIR: path.join(root, 'dist'),
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    const tsx = path.join(here, 'node_modules/.bin/tsx');
    const check = spawnSync(tsx, ['tools/launch-check.ts'], { cwd: root, env, encoding: 'utf8' });
    expect(check.stderr + check.stdout).toContain('ready to launch');
    expect(check.status).toBe(0);

    // What the pages say is the subject here, not the compression: brotli 8 instead of 11 (about
    // 30 CPU-seconds less; release.test.ts checks each quality's copies).
    const build = spawnSync(tsx, ['tools/build.ts', '--production', '--quick-compression'], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(build.status, build.stderr.slice(-3000) + build.stdout.slice(-3000)).toBe(0);

    const client = path.join(root, 'dist', 'current', 'client');
    const texts = files(client).filter((f) => /\.(html|xml|json|txt|webmanifest|svg)$/.test(f));
    expect(texts.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of texts) {
      const text = readFileSync(path.join(client, file), 'utf8');
      if (/flowcraft/i.test(text)) problems.push(`${file}: names the sample brand`);
      if (samplePrice.test(text)) problems.push(`${file}: ${samplePrice.exec(text)![0]}`);
      // With the sample case studies removed, no page, feed or sitemap links to them.
      if (/\/case-studies\b/.test(text)) problems.push(`${file}: links to case studies`);
      // Text only: attributes hold templates the browser fills (`data-booked-at="... {time}"`).
      const html = text
        .replace(/<(code|pre|script|style|template)\b[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]*>/g, ' ');
      if (file.endsWith('.html') && unfilled.test(html))
        problems.push(`${file}: unfilled ${unfilled.exec(html)![0]}`);
      for (const [, ld] of text.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ))
        if (unfilled.test(ld!))
          problems.push(`${file}: structured data: ${unfilled.exec(ld!)![0]}`);
    }
    // Share cards are drawn from each page's og:site_name: the brand of the owner file.
    const home = readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(home).toContain('<meta property="og:site_name" content="Autoflow Lisboa"');
    expect(home).toContain('Autoflow Lisboa</span>');
    expect(readFileSync(path.join(client, 'work/index.html'), 'utf8')).not.toContain('support.pdf');
    const imprint = /<main[\s\S]*<\/main>/.exec(
      readFileSync(path.join(client, 'pt/imprint/index.html'), 'utf8'),
    )![0];
    expect(imprint).toContain('livroreclamacoes.pt');
    expect(imprint).toContain('516000000');
    expect(imprint).not.toContain('MStV');
    // A sociedade por quotas states its share capital (CSC art. 171), formatted for the page.
    expect(imprint).toContain('Capital social');
    expect(imprint).toMatch(/€\s5\.000</);
    // Every price says how it stands to VAT, in the page's language.
    expect(readFileSync(path.join(client, 'pt/work/index.html'), 'utf8')).toMatch(
      /€\s390 com IVA incluído/,
    );
    expect(readFileSync(path.join(client, 'de/work/index.html'), 'utf8')).toMatch(
      /390\s€ inkl\. MwSt\./,
    );
    expect(files(client).filter((f) => f.split(path.sep).includes('case-studies'))).toEqual([]);
    expect(home).not.toContain('id="results"');
    expect(problems).toEqual([]);
  }, 1_200_000);

  it('an English and German site has no page of, and no link to, another language', () => {
    const root = ownedProject(['en', 'de']);
    const env = {
      ...process.env,
      ...ownerEnv,
      NODE_OPTIONS: '',
      DIST_DIR: path.join(root, 'dist'),
      ASTRO_TELEMETRY_DISABLED: '1',
    };
    const build = spawnSync(
      path.join(here, 'node_modules/.bin/tsx'),
      ['tools/build.ts', '--production', '--quick-compression'],
      { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(build.status, build.stderr.slice(-3000) + build.stdout.slice(-3000)).toBe(0);
    const client = path.join(root, 'dist', 'current', 'client');
    const all = files(client);
    const off = /^(?:og\/)?(?:pt|es|it|fr)(?:\/|\.|$)/;
    expect(all.filter((f) => off.test(f.split(path.sep).join('/')))).toEqual([]);
    expect(all).toContain(path.join('de', 'services', 'index.html'));
    const links: string[] = [];
    for (const file of all.filter((f) => /\.(html|xml|json|txt|webmanifest)$/.test(f))) {
      const text = readFileSync(path.join(client, file), 'utf8');
      const found =
        /(?:href|url|loc)[="'>:\s]+[^"'<\s]*\/(?:pt|es|it|fr)(?:\/|["'<?#\s])|hreflang="(?:pt|es|it|fr)|\?lang=(?:pt|es|it|fr)\b/.exec(
          text,
        );
      if (found) links.push(`${file}: ${found[0]}`);
    }
    expect(links).toEqual([]);
    const home = readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(home).toContain('hreflang="de-DE"');
    expect(home).not.toContain('pt_BR');
  }, 1_200_000);
});
