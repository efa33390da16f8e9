/** Longest request target accepted; longer ones get 400. */
export const MAX_URL_LENGTH = 2048;

/**
 * Rejects request targets that no page of the site can have: encoded slashes or backslashes,
 * control characters, undecodable escapes, dot segments, or an overlong URL. Returns the decoded
 * pathname, or null for a bad request.
 */
export function safePathname(rawUrl: string): string | null {
  if (rawUrl.length > MAX_URL_LENGTH) return null;
  const rawPath = rawUrl.split('?')[0] ?? '/';
  if (/%2f|%5c/i.test(rawPath) || rawPath.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || !decoded.startsWith('/')) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}

/**
 * A redirect target on this site (no open redirect): the decoded path encoded again,
 * with every run of slashes made one, so it starts with exactly one `/` and never `//` or `/\`
 * (which browsers read as another host). `search` is appended as is.
 * @example onSite('//attacker.example', '?a=1') // '/attacker.example?a=1'
 */
export function onSite(path: string, search = ''): string {
  return `${encodeURI(path.replace(/[/\\]+/g, '/'))}${search}`;
}
