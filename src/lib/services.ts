/** The three services, in display order. Headings live in the `services.*` catalog keys, the lists in `content/pages/<lang>.yaml`. */
export const services = [
  { slug: 'n8n-workflow-automation', key: 'automation', icon: 'workflow' },
  { slug: 'self-host-deployment', key: 'selfHost', icon: 'server' },
  { slug: 'support-monitoring', key: 'support', icon: 'activity' },
] as const;

export type ServiceDef = (typeof services)[number];
export type ServiceKey = ServiceDef['key'];

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

/** The use cases (folders in content/use-cases) each service page shows, in this order. */
export const serviceUseCases: Record<ServiceKey, readonly string[]> = {
  automation: ['lead-routing', 'client-reporting', 'invoice-processing'],
  selfHost: ['crm-sync', 'uptime-monitoring'],
  support: ['uptime-monitoring', 'support-triage'],
};
