/**
 * The tests' own view of a page's inline scripts: what a browser executes and the CSP hash it
 * checks. The build takes its hashes from Astro (`security.csp`); these readers check, from the
 * served HTML, that every inline script of a page is allowed by the policy sent with it.
 */
import { createHash } from 'node:crypto';

/** Inline scripts that a browser executes (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression of one inline script: `'sha256-…'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
