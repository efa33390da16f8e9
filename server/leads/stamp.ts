/**
 * A proof of a human for the form without JavaScript. The prerendered page cannot carry a
 * per-visit time, so the form holds a tiny image from `GET /api/leads/stamp`, which a browser
 * loads without any script; its answer sets a cookie with the time it was served, signed by
 * this server. A post without the script's fill time but with a valid stamp at least
 * `LEAD_MIN_FILL_MS` old is a person who took the time to write, not a bot to hold.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name; it is sent back only to the lead endpoint (`Path=/api/leads`). */
export const STAMP_COOKIE = 'lead_stamp';

/** A stamp older than this is not accepted (a form left open for a day is stale). */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** 1×1 transparent GIF: what the form's image receives. */
export const STAMP_IMAGE = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** A signing key for this server process (a stamp does not outlive a restart). */
export const newStampKey = (): Buffer => randomBytes(32);

const mac = (key: Buffer, ms: string) => createHmac('sha256', key).update(ms).digest('hex');

/** `<ms since epoch>.<hex HMAC>` for the moment `now`. */
export function issueStamp(now: Date, key: Buffer): string {
  const ms = String(now.getTime());
  return `${ms}.${mac(key, ms)}`;
}

/**
 * How old a stamp is at `now`, in ms; null when it is missing, forged, from the future or older
 * than `STAMP_MAX_AGE_MS`.
 */
export function stampAgeMs(value: string | undefined, now: Date, key: Buffer): number | null {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match) return null;
  const expected = Buffer.from(mac(key, match[1]!));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return null;
  const age = now.getTime() - Number(match[1]);
  return age >= 0 && age <= STAMP_MAX_AGE_MS ? age : null;
}
