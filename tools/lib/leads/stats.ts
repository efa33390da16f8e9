/**
 * `npm run leads -- stats`: leads per week, per language, per landing page and per
 * campaign, as plain tables or JSON for scripts. Counts the received leads (not spam).
 */
import { campaignLabel, emptyAttribution } from '../../../shared/leads/attribution';
import type { StoredLead } from '../../../server/leads/store';

/** One row of a breakdown: the value (`(none)` when unknown) and how many leads had it. */
export interface StatsRow {
  key: string;
  leads: number;
}

export interface LeadStats {
  total: number;
  /** ISO weeks (`2026-W48`), oldest first. */
  byWeek: StatsRow[];
  /** Page languages, most leads first. */
  byLanguage: StatsRow[];
  byLandingPage: StatsRow[];
  /** `source / medium / campaign`. */
  byCampaign: StatsRow[];
}

/** The label of leads without a value (no campaign, landing page not known). */
export const NONE = '(none)';

/**
 * The ISO 8601 week of a time, in UTC.
 * @example isoWeek('2026-11-27T10:00:00Z') // '2026-W48'
 */
export function isoWeek(iso: string): string {
  const date = new Date(iso);
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

function count(leads: readonly StoredLead[], keyOf: (lead: StoredLead) => string): StatsRow[] {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const key = keyOf(lead);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, leads]) => ({ key, leads }));
}

const byCount = (a: StatsRow, b: StatsRow) => b.leads - a.leads || a.key.localeCompare(b.key);

/** The four breakdowns of `leads`. */
export function leadStats(leads: readonly StoredLead[]): LeadStats {
  const source = (l: StoredLead) => l.attribution ?? emptyAttribution;
  return {
    total: leads.length,
    byWeek: count(leads, (l) => isoWeek(l.createdAt)).sort((a, b) => a.key.localeCompare(b.key)),
    byLanguage: count(leads, (l) => l.locale).sort(byCount),
    byLandingPage: count(leads, (l) => source(l).landingPage ?? NONE).sort(byCount),
    byCampaign: count(leads, (l) => campaignLabel(source(l)) ?? NONE).sort(byCount),
  };
}

function table(heading: string, rows: StatsRow[]): string {
  const width = Math.max(heading.length, ...rows.map((r) => r.key.length));
  const lines = rows.map((r) => `${r.key.padEnd(width)}  ${String(r.leads).padStart(5)}`);
  return [`${heading.padEnd(width)}  leads`, ...lines].join('\n');
}

/** The stats as the CLI prints them: four plain tables. */
export function formatLeadStats(stats: LeadStats): string {
  if (stats.total === 0) return 'No leads yet.';
  return [
    table('week', stats.byWeek),
    table('language', stats.byLanguage),
    table('landing page', stats.byLandingPage),
    table('campaign (source / medium / campaign)', stats.byCampaign),
    `${stats.total} lead${stats.total === 1 ? '' : 's'} (spam not counted)`,
  ].join('\n\n');
}
