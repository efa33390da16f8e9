/**
 * An answer of the agent as text, with links only where they lead to this site or its booking
 * calendar: a model may write any address, and a visitor should never be sent elsewhere from
 * the site's own chat. Markdown links `[text](href)`, full addresses and site paths (`/services`)
 * are recognised; any other link stays plain text.
 */

const LINK =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https?:\/\/[^\s<>()]+)|(?<=^|\s)(\/[\w\-/]*[\w/])/g;

/** `href` as a link the chat may show (site-relative when on the site), or null. */
export function allowedHref(href: string, siteOrigin: string, bookingUrl: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (bookingUrl && (href === bookingUrl || href.startsWith(`${bookingUrl}?`))) return href;
  try {
    const url = new URL(href);
    const own = [siteOrigin, globalThis.location?.origin].filter(Boolean);
    return own.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

type Part = string | { text: string; href: string };

/** The answer cut into plain text and allowed links. */
export function answerParts(text: string, siteOrigin: string, bookingUrl: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target, bare, path] = match;
    let raw = target ?? bare ?? path ?? '';
    let tail = '';
    if (!target) {
      const trimmed = raw.replace(/[.,;:!?]+$/, '');
      tail = raw.slice(trimmed.length);
      raw = trimmed;
    }
    const href = allowedHref(raw, siteOrigin, bookingUrl);
    parts.push(text.slice(last, match.index));
    if (href) parts.push({ text: label ?? raw, href });
    else parts.push(label ? `${label} (${raw})` : raw);
    parts.push(tail);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts.filter((p) => p !== '');
}

function AnswerText({
  text,
  siteOrigin,
  bookingUrl,
}: {
  text: string;
  siteOrigin: string;
  bookingUrl: string;
}) {
  return (
    <>
      {answerParts(text.replace(/\*\*/g, ''), siteOrigin, bookingUrl).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} className="text-primary-hover font-semibold underline">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

export { AnswerText };
