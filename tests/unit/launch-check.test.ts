import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLaunchProblems, launchProblems } from '@/lib/launch';
import { readConfig } from '../../shared/config';

/** A copy of the project's owner content with every sample replaced by real-looking values. */
function launchedProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'launch-'));
  cpSync('content/testimonials', join(root, 'content/testimonials'), { recursive: true });
  for (const f of readdirSync(join(root, 'content/testimonials'))) {
    const file = join(root, 'content/testimonials', f);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^sample: true\n/m, ''));
  }
  writeFileSync(
    join(root, 'content/site.yaml'),
    readFileSync('content/site.yaml', 'utf8')
      .replace('Flowcraft Automation\n', 'Autoflow Lisboa\n')
      .replace('hello@flowcraft-automation.com', 'ola@autoflow.pt')
      .replace("'+49 30 1234567'", "'+351 21 000 0000'")
      .replace('Flowcraft Automation Mustermann', 'Autoflow Lisboa Unipessoal')
      .replaceAll('Musterstraße 1', 'Rua Augusta 10')
      .replaceAll("'12345'", "'1100-053'")
      .replaceAll('Musterstadt', 'Lisboa')
      .replace('DE123456789', 'PT123456789')
      .replace('Amtsgericht Lisboa', 'Conservatória do Registo Comercial de Lisboa')
      .replace('HRB 12345', 'NIPC 509999999')
      .replaceAll('Max Mustermann', 'Rita Alves')
      .replace('Erika Musterfrau', 'Encarregada de proteção de dados')
      .replace('privacy@flowcraft-automation.com', 'privacidade@autoflow.pt')
      // Prices in the European Union say how they stand to VAT.
      .replace('  # vat: excluded', '  vat: excluded')
      // The owner confirms the record claims and the agent offer.
      .replace(/\{ value: (\d+), sample: true \}/g, '$1')
      .replace(/^(\s+)sample: true\n/m, ''),
  );
  writeFileSync(join(root, 'content/support.pdf'), '%PDF-1.4\n');
  return root;
}

const realEnv = {
  SITE_URL: 'https://autoflow.pt',
  CAL_LINK: 'autoflow/30min',
  YOUTUBE_VIDEO_ID: 'dQw4w9WgXcQ',
  COMMUNITY_URL: 'https://community.autoflow.pt',
};

describe('launch check', () => {
  it('with the shipped defaults lists every placeholder with where to change it', () => {
    const text = formatLaunchProblems(launchProblems({}, process.cwd()));
    for (const expected of [
      'SITE_URL is not set',
      'CAL_LINK is the sample calendar',
      'YOUTUBE_VIDEO_ID is the placeholder "YOUR_VIDEO_ID"',
      "COMMUNITY_URL is n8n's own Discord",
      'content/testimonials/jonas-weber.yaml',
      'content/site.yaml: legal.vatId still holds its sample value',
      'content/site.yaml: contact.email',
      'the support document is missing',
      'change: content/support.pdf',
      'content/site.yaml: facts.claims.clients is a claim about your track record',
      'content/site.yaml: facts.claims.manualTaskReductionPercent',
      'content/site.yaml: facts.agent: the agent offer',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['http://localhost:4321', 'SITE_URL points to localhost'],
    ['http://example.com', 'SITE_URL uses http, not https'],
    ['not a url', 'is not a URL'],
  ])('SITE_URL=%s is a problem', (value, message) => {
    const root = launchedProject();
    expect(launchProblems({ ...realEnv, SITE_URL: value }, root).map((p) => p.what)).toEqual([
      expect.stringContaining(message),
    ]);
  });

  it.each([
    [
      'COMMUNITY_URL',
      'discord.gg/autoflow',
      'COMMUNITY_URL "discord.gg/autoflow" is not a full https:// URL',
    ],
    [
      'COMMUNITY_URL',
      'http://community.autoflow.pt',
      'COMMUNITY_URL "http://community.autoflow.pt" is not a full https:// URL',
    ],
    [
      'CHECKOUT_URL',
      'javascript:alert(1)',
      'CHECKOUT_URL "javascript:alert(1)" is not a full https:// URL',
    ],
    [
      'CHECKOUT_URL',
      'buy.stripe.com/abc',
      'CHECKOUT_URL "buy.stripe.com/abc" is not a full https:// URL',
    ],
  ])('%s=%s is a problem (a broken or unsafe button link)', (name, value, message) => {
    const root = launchedProject();
    expect(launchProblems({ ...realEnv, [name]: value }, root)).toEqual([
      { what: message, where: `${name}=https://... in .env (or the environment of the build)` },
    ]);
  });

  it.each(['https://vimeo.com/12345678', 'https://youtu.be/dQw4w9', 'dQw4w9'])(
    'YOUTUBE_VIDEO_ID=%s is not a video id',
    (value) => {
      const root = launchedProject();
      expect(launchProblems({ ...realEnv, YOUTUBE_VIDEO_ID: value }, root)).toEqual([
        {
          what: `YOUTUBE_VIDEO_ID "${value}" is not a video id (the 11 characters after watch?v= or youtu.be/): /work links a video that does not exist`,
          where: `YOUTUBE_VIDEO_ID=<your video id> in .env (or the environment of the build)`,
        },
      ]);
    },
  );

  it.each(['', 'none', 'None'])('YOUTUBE_VIDEO_ID="%s" is no video, a valid choice', (value) => {
    const root = launchedProject();
    expect(readConfig({ YOUTUBE_VIDEO_ID: value }).youtubeVideoId).toBe('');
    expect(launchProblems({ ...realEnv, YOUTUBE_VIDEO_ID: value }, root)).toEqual([]);
  });

  it('a whole YouTube link in YOUTUBE_VIDEO_ID is fine: its id is taken', () => {
    const root = launchedProject();
    const YOUTUBE_VIDEO_ID = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(launchProblems({ ...realEnv, YOUTUBE_VIDEO_ID }, root)).toEqual([]);
  });

  it('an empty COMMUNITY_URL is a problem: the button would lead back to the page itself', () => {
    const root = launchedProject();
    expect(launchProblems({ ...realEnv, COMMUNITY_URL: ' ' }, root)).toEqual([
      {
        what: 'COMMUNITY_URL is empty: the community button would lead back to the page itself',
        where: 'COMMUNITY_URL=https://... in .env (or the environment of the build)',
      },
    ]);
  });

  it('a checkout link over https is fine, and so is none', () => {
    const root = launchedProject();
    for (const CHECKOUT_URL of ['https://buy.stripe.com/abc', ''])
      expect(launchProblems({ ...realEnv, CHECKOUT_URL }, root)).toEqual([]);
  });

  it('with a filled owner file, real testimonials, the document and the variables, nothing is left', () => {
    expect(launchProblems(realEnv, launchedProject())).toEqual([]);
  });

  it('a fresh clone whose owner deleted every testimonial (no folder left) has nothing left', () => {
    const root = launchedProject();
    rmSync(join(root, 'content/testimonials'), { recursive: true });
    expect(launchProblems(realEnv, root)).toEqual([]);
  });

  it('npm run launch:check exits 1 with the defaults and 0 when everything is set', () => {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const script = join(process.cwd(), 'tools/launch-check.ts');
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !Object.keys(realEnv).includes(k) && !/^(LEAD_|SMTP_)/.test(k),
      ),
    );
    const failing = spawnSync(tsx, [script], { env: clean, encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('value(s) still at a placeholder');
    const root = launchedProject();
    // No lead channel in the environment: refused until the owner file says so.
    const noChannel = spawnSync(tsx, [script], {
      cwd: root,
      env: { ...clean, ...realEnv },
      encoding: 'utf8',
    });
    expect(noChannel.status).toBe(1);
    expect(noChannel.stderr).toContain('no lead channel');
    const site = join(root, 'content/site.yaml');
    writeFileSync(
      site,
      readFileSync(site, 'utf8').replace('readWith: channels', 'readWith: commands'),
    );
    const ok = execFileSync(tsx, [script], {
      cwd: root,
      env: { ...clean, ...realEnv },
      encoding: 'utf8',
    });
    expect(ok).toContain('ready to launch');
  }, 120_000);
});
