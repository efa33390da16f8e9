/**
 * Business facts stated once and reused by every page (spec §9).
 * Numbers only; the words around them live in the catalogs.
 */
export const site = {
  name: 'Flowcraft Automation',
  email: 'hello@flowcraft-automation.com',
  copyrightYear: 2024,
  consultation: { minutes: 30, responseHours: 24, price: 0 },
  delivery: { standardWeeks: '1-2', simpleDays: '1-3', complexWeeks: '1-2' },
  claims: {
    uptime: '99.9%',
    integrations: '400+',
    automationsDelivered: '20+',
    clients: '5+',
    manualTaskReduction: '80%',
  },
  agent: { startingPriceUsd: 250, agentOnlyPriceUsd: 250 },
  meetingLinkMinutesBefore: 15,
  calendarHeightPx: 700,
  blogPageSize: 30,
} as const;
