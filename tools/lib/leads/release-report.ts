import type { Delivery } from '../../../server/leads/store';

/**
 * What `leads release` says after its own webhook attempt. The running server polls every second
 * and may claim the released delivery first: this process then attempted nothing (`attempted` 0)
 * and says the server is delivering it, instead of reporting a failure it did not see.
 * @param cli how the owner runs the commands (`npm run leads --`)
 */
export function releaseReport(
  leadId: string,
  attempted: number,
  webhook: Pick<Delivery, 'state' | 'lastError'> | undefined,
  cli: string,
): string {
  if (webhook?.state === 'delivered') return `Released lead ${leadId}: delivered to the webhook.`;
  if (attempted === 0)
    return `Released lead ${leadId}: the running server is delivering it (${cli} show ${leadId.slice(0, 8)} shows the result).`;
  return `Released lead ${leadId}: the webhook delivery failed (${webhook?.lastError ?? 'no reason recorded'}); the running server retries it.`;
}
