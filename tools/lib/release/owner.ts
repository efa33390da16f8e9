import { leadsUserAgent } from '../../../server/leads/webhook';
import { RELEASE_FORMAT, type OwnerFacts } from '../../../server/release/artifacts';
import type { Site } from '../../../shared/site';

/**
 * What the running server needs from the owner file: the webhook's User-Agent and the lead
 * notice's default recipient (the server reads them from the release, never from `content/`).
 */
export function ownerFacts(site: Site): OwnerFacts {
  return {
    format: RELEASE_FORMAT,
    webhookUserAgent: leadsUserAgent(site.business.brandName),
    noticeRecipient: site.contact.email,
  };
}
