/**
 * The notice that a request was held as possible spam. A held request is stored and not sent
 * on as a lead, but the owner is told through the same channels as for a lead (the webhook gets
 * `type: "lead.held"`, the e-mail notice says "Held as possible spam"), with the command that
 * delivers it when it is real. Releasing it later sends the lead itself.
 */
import type { BotSignal } from '../../shared/leads/schema';

/** Why a request was held, in words the owner reads in the notice and the log. */
export const heldReasonText: Record<BotSignal, string> = {
  honeypot: 'the hidden field was filled',
  too_fast: 'sent faster than LEAD_MIN_FILL_MS',
  no_fill_time: 'no fill time (a bot, or the form posted without JavaScript)',
};

/**
 * The commands that deliver a held request: in the project folder, and on a server that has only
 * the build (both take the first 8 characters of the id).
 * @example releaseCommands('3f2a9c1e-…') // { project: 'npm run leads -- release 3f2a9c1e', server: 'node dist/leads.mjs release 3f2a9c1e' }
 */
export function releaseCommands(leadId: string): { project: string; server: string } {
  const short = leadId.slice(0, 8);
  return {
    project: `npm run leads -- release ${short}`,
    server: `node dist/leads.mjs release ${short}`,
  };
}
