/** The three services (spec §1), in display order. Copy lives in the `services.*` catalog keys. */
export const services = [
  { slug: 'n8n-workflow-automation', key: 'automation', icon: 'workflow' },
  { slug: 'self-host-deployment', key: 'selfHost', icon: 'server' },
  { slug: 'support-monitoring', key: 'support', icon: 'activity' },
] as const;

export type ServiceDef = (typeof services)[number];
export type ServiceKey = ServiceDef['key'];

/** Number of what's-included items and benefits each service has in the catalogs. */
export const INCLUDED_COUNT = 6;
export const BENEFIT_COUNT = 3;

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}
