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
