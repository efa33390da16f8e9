/**
 * The lead half of the launch check: a site must not go live while its leads go nowhere. Each
 * configured channel is proven (a signed test lead acknowledged by the webhook, a login accepted
 * by the SMTP server); no channel at all fails unless the owner file says leads are read with the
 * lead commands only. The server warns once at start for each channel that is not configured.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unconfiguredChannelWarnings } from '../../server/leads/channels';
import { createLeadsRuntime } from '../../server/leads/runtime';
import { verifySignature } from '../../server/leads/webhook';
import { checkLeadChannels } from '../../tools/lib/leads/channel-check';
import { Receiver, SECRET, testConfig } from './leads-support';

const receivers: Receiver[] = [];
const smtps: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
  await Promise.all(smtps.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
  vi.restoreAllMocks();
});

async function receiver(): Promise<Receiver> {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
}

/** A local SMTP server that accepts only `owner` / `right`. */
async function smtpServer(): Promise<number> {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'owner' && auth.password === 'right') callback(null, { user: 'owner' });
      else callback(new Error('Invalid username or password'));
    },
  });
  smtps.push(smtp);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

const whats = (r: { problems: { what: string }[] }) => r.problems.map((p) => p.what);

describe('launch check: lead channels', () => {
  it('with no channel fails, unless the owner reads leads with the lead commands only', async () => {
    const none = await checkLeadChannels(testConfig(), 'channels');
    expect(whats(none)).toEqual([
      expect.stringMatching(/^no lead channel: neither LEAD_WEBHOOK_URL nor SMTP_URL is set/),
    ]);
    expect(none.problems[0]!.where).toContain('leads.readWith: commands');
    expect(await checkLeadChannels(testConfig(), 'commands')).toEqual({ problems: [], passed: [] });
  });

  it('sends one signed test lead, marked as a test, and passes on its acknowledgement', async () => {
    const hook = await receiver();
    const result = await checkLeadChannels(
      testConfig({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET }),
      'channels',
    );
    expect(result.problems).toEqual([]);
    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    expect(
      verifySignature(request!.body, String(request!.headers['x-signature-256']), SECRET),
    ).toBe(true);
    const body = JSON.parse(request!.body) as { type: string; test: boolean; id: string };
    expect(body).toMatchObject({ type: 'lead.test', test: true });
    expect(request!.headers['x-lead-id']).toBe(body.id);
    expect(result.passed).toEqual([`lead webhook acknowledged the signed test lead ${body.id}`]);
  });

  it.each([
    ['a wrong secret (401)', 401, 'ack', /not acknowledged: signature rejected/],
    [
      'a 200 without acknowledgement',
      200,
      '',
      /not acknowledged: HTTP 200 without ack.*empty body/,
    ],
    ['a server error', 500, 'ack', /not acknowledged: HTTP 500/],
  ])('fails on %s', async (_label, status, answer, message) => {
    const hook = await receiver();
    hook.status = status;
    hook.body = answer;
    const result = await checkLeadChannels(
      testConfig({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET }),
      'channels',
    );
    expect(whats(result)).toEqual([expect.stringMatching(message)]);
  });

  it('refuses a webhook without a secret, and one that cannot be reached', async () => {
    const hook = await receiver();
    const url = hook.url;
    expect(
      whats(await checkLeadChannels(testConfig({ LEAD_WEBHOOK_URL: url }), 'channels')),
    ).toEqual([expect.stringMatching(/^lead webhook: LEAD_WEBHOOK_SECRET is not set/)]);
    expect(hook.requests).toHaveLength(0);
    await hook.stop();
    const down = await checkLeadChannels(
      testConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET }),
      'commands',
    );
    expect(whats(down)).toEqual([expect.stringMatching(/not acknowledged: network error/)]);
  });

  it('verifies the SMTP login without sending anything', async () => {
    const port = await smtpServer();
    const mail = (password: string) =>
      testConfig({
        SMTP_URL: `smtp://owner:${password}@127.0.0.1:${port}`,
        LEAD_NOTIFY_EMAIL: 'owner@example.com',
      });
    const ok = await checkLeadChannels(mail('right'), 'channels');
    expect(ok).toEqual({
      problems: [],
      passed: ['SMTP login accepted; notices go to owner@example.com'],
    });
    expect(whats(await checkLeadChannels(mail('wrong'), 'channels'))).toEqual([
      expect.stringMatching(/^lead e-mail notice: SMTP: .*Invalid username or password/),
    ]);
  });

  it('names a missing notice recipient', async () => {
    const port = await smtpServer();
    const result = await checkLeadChannels(
      testConfig({ SMTP_URL: `smtp://owner:right@127.0.0.1:${port}` }),
      'channels',
    );
    expect(whats(result)).toEqual([expect.stringMatching(/^lead e-mail notice: no recipient/)]);
  });
});

describe('the server warns at start for each lead channel not configured', () => {
  it('one line per channel, naming the variable', () => {
    expect(unconfiguredChannelWarnings(testConfig())).toEqual([
      'lead webhook not configured (LEAD_WEBHOOK_URL is not set): leads wait in the database (npm run leads -- list)',
      'lead e-mail notice not configured (SMTP_URL is not set): leads wait in the database (npm run leads -- list)',
    ]);
    expect(
      unconfiguredChannelWarnings(
        testConfig({ LEAD_WEBHOOK_URL: 'https://n8n.example/webhook/x', LEAD_WEBHOOK_SECRET: 's' }),
      ),
    ).toEqual([expect.stringMatching(/^lead e-mail notice not configured/)]);
  });

  it('are logged once when the runtime starts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rt = createLeadsRuntime(testConfig(), { log: () => {} });
    rt.start();
    await rt.close();
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.includes('not configured'))).toEqual([
      expect.stringMatching(/^\[leads\] lead webhook not configured/),
      expect.stringMatching(/^\[leads\] lead e-mail notice not configured/),
    ]);
  });
});
