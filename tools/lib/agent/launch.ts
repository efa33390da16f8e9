import { randomUUID } from 'node:crypto';
import { parseUrl, readAgentConfig } from '../../../shared/config';

type Env = Record<string, string | undefined>;

/** How long `launch:check` waits for the owner's n8n. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * The live agent for `npm run launch:check`: off (no `AGENT_WEBHOOK_URL`, nothing to check), or
 * whether its URL is https and n8n's Chat Trigger answers it. The check asks n8n for the history
 * of a new, empty chat (`loadPreviousSession`), which runs no model and costs nothing.
 * Returns `{ problem }` to list with the other launch problems, or `{ status }`, a line to print.
 */
export async function agentLaunchCheck(
  env: Env = process.env,
  call: typeof fetch = fetch,
): Promise<{ problem: string } | { status: string }> {
  let url: string;
  try {
    url = readAgentConfig(env).webhookUrl;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (!url) return { status: 'Live agent on /work: off (AGENT_WEBHOOK_URL is empty).' };
  if (parseUrl(url)?.protocol !== 'https:') {
    return { problem: 'AGENT_WEBHOOK_URL is not https: messages would cross the network in clear' };
  }
  try {
    const response = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'loadPreviousSession', sessionId: randomUUID() }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok)
      return { status: `Live agent on /work: on, n8n answers at ${new URL(url).host}.` };
    const hint =
      response.status === 404
        ? ': is the agent workflow published and its Chat Trigger public (docs/owner/live-agent.md)?'
        : '';
    return { problem: `AGENT_WEBHOOK_URL answered ${response.status}${hint}` };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? 'did not answer within 10 s'
        : `cannot be reached (${(error as Error).message})`;
    return { problem: `AGENT_WEBHOOK_URL ${reason}` };
  }
}
