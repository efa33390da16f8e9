/** Origins the booking embed and the video facade need (INTEGRATIONS.md), and nothing more. */
export const CAL_ORIGIN = 'https://app.cal.com';
export const CAL_FONT_ORIGIN = 'https://cal.com';
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/** Content-Security-Policy directives for helmet; inline scripts are allowed only by hash. */
export function cspDirectives(scriptHashes: string[], https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, CAL_ORIGIN],
    // Shiki and the Cal.com embed set inline styles; scripts stay hash-only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", CAL_FONT_ORIGIN],
    connectSrc: ["'self'"],
    frameSrc: [CAL_ORIGIN, YOUTUBE_ORIGIN],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Longest request target accepted; longer ones get 400. */
export const MAX_URL_LENGTH = 2048;

/**
 * Rejects request targets that no page of the site can have: encoded slashes or backslashes,
 * NUL bytes, undecodable escapes, dot segments, or an overlong URL. Returns the decoded
 * pathname, or null for a bad request.
 */
export function safePathname(rawUrl: string): string | null {
  if (rawUrl.length > MAX_URL_LENGTH) return null;
  const rawPath = rawUrl.split('?')[0] ?? '/';
  if (/%2f|%5c|%00/i.test(rawPath) || rawPath.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}
