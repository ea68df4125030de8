/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, quote or line break are quoted, quotes doubled. A cell
 * that a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or carriage return that hides one) gets
 * a leading apostrophe, so a title someone typed as `=HYPERLINK(...)` stays text when an auditor opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ended by CRLF as RFC 4180 says. */
export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
