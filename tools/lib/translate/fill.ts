import { decodeHTML, escapeUTF8 } from 'entities';
import { escapeIcuLiteral, placeholders, simpleParts } from './icu';
import type { TargetLocale } from '../../../server/translate/types';

/** How one missing key was (or was not) filled. */
export type FillOutcome =
  | { key: string; status: 'filled'; value: string; via: string }
  | { key: string; status: 'skipped'; reason: string };

/**
 * Turns a simple ICU message into what a provider can translate: plain text when it has no
 * arguments, otherwise HTML with each `{name}` as an empty `<span data-ph="i">` placeholder.
 * Undefined for plurals, selects and formatted arguments (left for a human).
 */
export function toProviderText(message: string): { text: string; args: string[] } | undefined {
  const parts = simpleParts(message);
  if (!parts) return undefined;
  const args = parts.flatMap((p) => ('arg' in p ? [p.arg] : []));
  if (args.length === 0)
    return { text: parts.map((p) => ('text' in p ? p.text : '')).join(''), args };
  const text = parts
    .map((p) =>
      'text' in p
        ? escapeUTF8(p.text)
        : `<span translate="no" data-ph="${args.indexOf(p.arg)}"></span>`,
    )
    .join('');
  return { text, args };
}

/**
 * Rebuilds an ICU message from a provider's answer to `toProviderText`; undefined when a
 * placeholder was lost or duplicated, or other markup came back.
 */
export function fromProviderText(answer: string, args: string[]): string | undefined {
  if (args.length === 0) return escapeIcuLiteral(answer.trim()) || undefined;
  const segments: string[] = [];
  const order: number[] = [];
  let last = 0;
  const re = /<span\b[^>]*\bdata-ph="(\d+)"[^>]*>\s*<\/span>/gi;
  for (let m = re.exec(answer); m; m = re.exec(answer)) {
    segments.push(answer.slice(last, m.index));
    order.push(Number(m[1]));
    last = m.index + m[0].length;
  }
  segments.push(answer.slice(last));
  if (segments.some((s) => /<[a-z/!]/i.test(s))) return undefined;
  const seen = new Set(order);
  if (seen.size !== new Set(args).size || order.some((i) => !args[i])) return undefined;
  let out = '';
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1;
    out += escapeIcuLiteral(decodeHTML(segment), !isLast);
    if (!isLast) out += `{${args[order[i]!]}}`;
  });
  return out.trim() || undefined;
}

function samePlaceholders(a: string, b: string): boolean {
  try {
    return placeholders(a).join() === placeholders(b).join();
  } catch {
    return false;
  }
}

/**
 * Fills missing catalog keys: each English message is looked up in the site's own catalogs and
 * content (`lookup`), else goes through `translate` (the configured provider) with placeholders
 * protected, and is accepted only when it keeps exactly the English placeholders. Plurals and
 * selects are skipped for a human.
 */
export async function fillMessages(
  missing: Record<string, string>,
  target: TargetLocale,
  translate: (text: string, target: TargetLocale) => Promise<{ text: string; via: string }>,
  lookup?: (english: string, target: TargetLocale) => string | undefined,
): Promise<FillOutcome[]> {
  const outcomes: FillOutcome[] = [];
  for (const [key, english] of Object.entries(missing)) {
    const known = lookup?.(english, target);
    if (known !== undefined && samePlaceholders(known, english)) {
      outcomes.push({ key, status: 'filled', value: known, via: 'embedded' });
      continue;
    }
    let prepared: ReturnType<typeof toProviderText>;
    try {
      prepared = toProviderText(english);
    } catch (error) {
      outcomes.push({
        key,
        status: 'skipped',
        reason: `English message is not valid ICU: ${(error as Error).message}`,
      });
      continue;
    }
    if (!prepared) {
      outcomes.push({
        key,
        status: 'skipped',
        reason: 'plural/select or formatted argument: translate by hand',
      });
      continue;
    }
    try {
      const answer = await translate(prepared.text, target);
      const value = fromProviderText(answer.text, prepared.args);
      if (value === undefined || !samePlaceholders(value, english)) {
        outcomes.push({
          key,
          status: 'skipped',
          reason: 'the translation lost or changed a placeholder',
        });
      } else {
        outcomes.push({ key, status: 'filled', value: value!, via: answer.via });
      }
    } catch (error) {
      outcomes.push({ key, status: 'skipped', reason: (error as Error).message });
    }
  }
  return outcomes;
}

/** A catalog object with the English key order first, then any keys only the locale has. */
export function orderLike(
  english: Record<string, unknown>,
  values: Record<string, string>,
): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const key of Object.keys(english)) if (key in values) ordered[key] = values[key]!;
  for (const [key, value] of Object.entries(values)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}
