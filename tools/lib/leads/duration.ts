/**
 * Ages for `npm run leads -- purge --older-than 180d`: a whole number of days (`d`) or
 * weeks (`w`).
 */

const UNIT_DAYS = { d: 1, w: 7 } as const;

/**
 * The age in days, or null when the text is not `<n>d` / `<n>w` with n ≥ 1.
 * @example parseAgeDays('180d') // 180
 * @example parseAgeDays('12w') // 84
 */
export function parseAgeDays(text: string): number | null {
  const match = /^(\d{1,5})([dw])$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const days = Number(match[1]) * UNIT_DAYS[match[2] as keyof typeof UNIT_DAYS];
  return days >= 1 ? days : null;
}
