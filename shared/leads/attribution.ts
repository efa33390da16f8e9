/**
 * Where a lead came from, first-party: the visit's landing page, the page the form
 * was sent from, the referring site's host and the campaign parameters the visit arrived with.
 * The browser keeps them for the visit in sessionStorage and sends them as hidden form fields;
 * without JavaScript the server reads the page and its campaign from the form post's `Referer`.
 * Hidden fields cannot be corrected by the visitor, so a value that is not plausible is dropped
 * (stored as null), never an error shown on the form.
 */

/** The campaign parameters kept, as they appear in links and as the form's field names. */
export const utmParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;
export type UtmParam = (typeof utmParams)[number];

/** The form's hidden fields besides the campaign parameters. */
export const attributionFields = ['landingPage', 'sourcePage', 'referrer', ...utmParams] as const;
export type AttributionField = (typeof attributionFields)[number];

export interface Attribution {
  /** First page of the visit (a path on this site: `/de/services`). */
  landingPage: string | null;
  /** The page the form was sent from (a path on this site). */
  sourcePage: string | null;
  /** Host of the site the visit came from (`www.google.com`), never its full address. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
}

export const emptyAttribution: Attribution = {
  landingPage: null,
  sourcePage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
};

const utmKey: Record<UtmParam, keyof Attribution> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
};

/** Longest kept value of each kind. */
export const attributionLimits = { path: 200, host: 253, utm: 100 } as const;

// No controls, no line or bidi separators, no markup or quote characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>"'`\\]/;
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** A campaign value as plain text: trimmed, single spaces, bounded; null when unusable. */
export function cleanUtm(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  if (!text || text.length > attributionLimits.utm || UNSAFE.test(text)) return null;
  return text;
}

/**
 * A path on this site (`/de/services`), without query or fragment; null for anything else (another
 * site, `//host`, a scheme, odd characters).
 * @example cleanPath('/de/faq?x=1') // '/de/faq'
 * @example cleanPath('https://evil.example/') // null
 */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim().split(/[?#]/, 1)[0]!;
  return path.length <= attributionLimits.path && PATH.test(path) ? path : null;
}

/**
 * The referrer reduced to its host, lower-cased: a host, or the host of a URL.
 * @example cleanHost('https://www.Google.com/search?q=n8n') // 'www.google.com'
 */
export function cleanHost(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let host = value.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) {
    try {
      host = new URL(host).host;
    } catch {
      return null;
    }
  }
  return host.length <= attributionLimits.host && HOST.test(host) ? host : null;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? undefined : value;
}

/**
 * The attribution of a submitted body (JSON or form fields). Without any attribution field (a
 * form posted without JavaScript), `referer` (the post's same-site `Referer`) gives the page it
 * was sent from and its campaign parameters; that page is the landing page when it carries them.
 * @example parseAttribution({}, 'https://site.example/talk-to-expert?utm_source=news').utmSource // 'news'
 */
export function parseAttribution(body: Record<string, unknown>, referer?: string): Attribution {
  const given = attributionFields.some((f) => typeof body[f] === 'string' && body[f] !== '');
  const out: Attribution = {
    landingPage: cleanPath(first(body.landingPage)),
    sourcePage: cleanPath(first(body.sourcePage)),
    referrerHost: cleanHost(first(body.referrer)),
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
  };
  for (const param of utmParams) out[utmKey[param]] = cleanUtm(first(body[param]));
  if (given || !referer) return out;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return out;
  }
  out.sourcePage = cleanPath(url.pathname);
  for (const param of utmParams) out[utmKey[param]] = cleanUtm(url.searchParams.get(param));
  if (utmParams.some((p) => url.searchParams.has(p))) out.landingPage = out.sourcePage;
  return out;
}

/** The campaign as one label for tables: `source / medium / campaign`, or null without one. */
export function campaignLabel(a: Attribution): string | null {
  if (!a.utmSource && !a.utmMedium && !a.utmCampaign) return null;
  return [a.utmSource ?? '-', a.utmMedium ?? '-', a.utmCampaign ?? '-'].join(' / ');
}

/** True when any attribution value is set. */
export function hasAttribution(a: Attribution): boolean {
  return Object.values(a).some((v) => v !== null);
}
