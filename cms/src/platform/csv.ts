/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF line ends, a field with a comma, a quote or a line
 * break in double quotes, quotes doubled), safe to open in Excel: a field starting with `=`, `+`, `-` or `@` (or a tab
 * or carriage return, which Excel also reads as the start of a formula) gets a leading `'`, so it is shown as text and
 * never run as a formula (OWASP "CSV injection"). A phone number `+2207000001` is therefore written `'+2207000001`,
 * and a title someone typed as `=HYPERLINK(...)` stays text when an auditor opens the file. Objects are written as JSON.
 * Used by the bulk sends' results (bulk/history.ts) and the audit log's export (audit/export.ts).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: defused when it could start a formula, quoted when it must be. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The byte-order mark Excel needs to read a CSV file as UTF-8 (without it, `’` or `é` come out garbled). */
export const CSV_BOM = '\uFEFF';
