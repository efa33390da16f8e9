/**
 * Whether a text carries HTML markup, so providers are asked to keep tags intact
 * (LibreTranslate `format: "html"`, DeepL `tag_handling: "html"`). Plain text such as
 * `a < b` stays plain: only something shaped like a tag, comment or entity counts.
 * @example looksLikeHtml('<p>Hello <strong>you</strong></p>') // true
 * @example looksLikeHtml('1 < 2 and 3 > 2') // false
 */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--|&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}

/** Text for an HTML text node or attribute: `&`, `<` and `>` escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text an HTML fragment's entities stand for (named ones providers use, and numeric ones). */
export const decodeEntities = (text: string): string =>
  text
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
