/**
 * CSV for `npm run leads -- export --csv`: RFC 4180 (comma, CRLF, fields with a comma,
 * quote or line break quoted, quotes doubled) and safe to open in a spreadsheet: a visitor's text
 * starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so it is shown as
 * text instead of being run as a formula (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. `null` and `undefined` are empty.
 * @example csvCell('=HYPERLINK("x")') // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header row, then one row per record, every line ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
