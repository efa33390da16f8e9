/**
 * The owner's optional e-mail notice for a new lead, sent through `SMTP_URL` with
 * nodemailer and retried by the outbox like the webhook. Written for the owner (English, plain
 * text); Reply-To is the visitor, so answering the notice answers the lead.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { leadLines } from '../../shared/leads/fields';
import { heldReasonText, releaseCommands } from './held';
import type { StoredLead } from './store';

export interface EmailOptions {
  smtpUrl: string;
  to: string;
  from: string;
  timeoutMs: number;
}

/**
 * A visitor's text as it may appear in a header: `=?` becomes `= ?`, so a name written as a mail
 * encoded-word (`=?UTF-8?B?...?=`, plain ASCII, which nodemailer passes unchanged) is shown as
 * typed instead of being decoded by the mail client into other text (a right-to-left override, a
 * fake "Admin <admin@bank.example>").
 * @example headerText('=?UTF-8?B?QWRtaW4=?=') // '= ?UTF-8?B?QWRtaW4=?='
 */
export function headerText(text: string): string {
  return text.replace(/=\?/g, '= ?');
}

/**
 * The Reply-To display name: `headerText`, without the characters that make a name read as an
 * address (`<`, `>`, `@`, quotes), so "Admin <admin@bank.example>" cannot pose as another sender.
 */
export function replyToName(name: string): string {
  return headerText(name)
    .replace(/[<>"@]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Subject and text of the notice: a `Label: value` line for each one-line field that has a value,
 * then the long texts under their labels, then when and under which id it was received.
 */
export function leadNotice(lead: StoredLead): { subject: string; text: string } {
  const lines = leadLines(lead).filter((line) => line.value);
  const short = lines
    .filter((line) => !line.long)
    .map(({ label, value }) => `${label}: ${value}`)
    .concat([`Received: ${lead.createdAt}`, `Lead id: ${lead.id}`]);
  const long = lines.filter((line) => line.long).map(({ label, value }) => `${label}:\n${value}\n`);
  return {
    subject: headerText(`New lead: ${lead.name}${lead.company ? ` (${lead.company})` : ''}`),
    text: [short.join('\n'), ...long].join('\n\n'),
  };
}

/**
 * Subject and text of the notice for a request held as possible spam: why it was held, the
 * commands that deliver it when it is real, then the request as `leadNotice` shows a lead.
 */
export function heldNotice(lead: StoredLead): { subject: string; text: string } {
  const reason = lead.spamReason ?? 'no_fill_time';
  const commands = releaseCommands(lead.id);
  const intro = [
    `A request was held as possible spam: ${heldReasonText[reason]}.`,
    'It is stored and was not sent on as a lead. If it is real, deliver it with:',
    '',
    `  ${commands.project}`,
    '',
    `(on a server that has only the build: ${commands.server})`,
  ].join('\n');
  return {
    subject: headerText(`Held as possible spam: ${lead.name}`),
    text: `${intro}\n\n${leadNotice(lead).text}`,
  };
}

const transports = new Map<string, Transporter>();

/** A nodemailer transport for `smtp://user:pass@host:port` (or `smtps://`, implicit TLS). */
function createTransport(smtpUrl: string, timeoutMs: number): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

function transportFor(options: EmailOptions): Transporter {
  const key = `${options.smtpUrl}\u0000${options.timeoutMs}`;
  let transport = transports.get(key);
  if (!transport) {
    transport = createTransport(options.smtpUrl, options.timeoutMs);
    transports.set(key, transport);
  }
  return transport;
}

/**
 * Sends the notice (the held notice for a request held as spam); resolves `{ ok: false, error }` instead of throwing so the outbox can record
 * the failure and retry. The Message-ID is derived from the lead id, so a repeat after an
 * unconfirmed send is recognisable as the same message.
 */
export async function sendLeadNotice(
  lead: StoredLead,
  options: EmailOptions,
): Promise<{ ok: boolean; error?: string }> {
  const held = lead.status === 'spam';
  const { subject, text } = held ? heldNotice(lead) : leadNotice(lead);
  try {
    await transportFor(options).sendMail({
      from: options.from,
      to: options.to,
      replyTo: { name: replyToName(lead.name), address: lead.email },
      subject,
      text,
      messageId: `<${held ? 'held' : 'lead'}-${lead.id}@leads.invalid>`,
      headers: { 'X-Lead-Id': lead.id },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: `SMTP: ${(error as Error).message}` };
  }
}

/**
 * Logs in to the SMTP server of `smtpUrl` and logs out again, sending nothing (the launch
 * check): null when the server accepted the connection and the login, else what went wrong.
 */
export async function verifySmtp(smtpUrl: string, timeoutMs: number): Promise<string | null> {
  const transport = createTransport(smtpUrl, timeoutMs);
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return `SMTP: ${(error as Error).message}`;
  } finally {
    transport.close();
  }
}

/** Closes cached SMTP connections (server shutdown, tests). */
export function closeMailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
