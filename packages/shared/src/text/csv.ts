// CSV a spreadsheet opens safely, shared by the CMS (the bulk sends' results, the audit log's export) and the site
// (the skipped rows of a bulk send's preview).
import type { BulkSkippedRow } from '../schemas.js';

/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF line ends, a field with a comma, a quote or a line
 * break in double quotes, quotes doubled), safe to open in Excel: a field starting with `=`, `+`, `-` or `@` (or a tab
 * or carriage return, which Excel also reads as the start of a formula) gets a leading `'`, so it is shown as text and
 * never run as a formula (OWASP "CSV injection"). A phone number `+2207000001` is therefore written `'+2207000001`,
 * and a title someone typed as `=HYPERLINK(...)` stays text when an auditor opens the file. Objects are written as JSON.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export interface CsvOptions {
  /** Every field in double quotes (the site's files), not only those that need them (the CMS's). */
  quoteAll?: boolean;
}

/** One field: defused when it could start a formula, quoted when it must be (or always, with `quoteAll`). */
export function csvField(value: unknown, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return options.quoteAll ? '""' : '';
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return options.quoteAll || NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly unknown[], options: CsvOptions = {}): string {
  return `${values.map((value) => csvField(value, options)).join(',')}\r\n`;
}

/** The byte-order mark Excel needs to read a CSV file as UTF-8 (without it, `’` or `é` come out garbled). */
export const CSV_BOM = '\uFEFF';

/** The reason of a skipped row, in an officer's words (the CSV's Reason column and the site's page). */
const SKIP_REASONS: Readonly<Record<BulkSkippedRow['reason'], string>> = {
  invalid: 'not a valid phone number or e-mail address',
  // The site does not know BULK_SMS_COUNTRIES (The Gambia by default), so the countries are not named.
  abroad: 'outside the countries SMS are sent to (abroad)',
  duplicate: 'already in the sheet (duplicate)',
};

/**
 * The skipped rows of a bulk send's preview as CSV (Row, Value, Reason), with a header line and CRLF line ends, every
 * cell quoted: the values are whatever the uploaded sheet held.
 */
export function skippedRowsCsv(rows: readonly BulkSkippedRow[]): string {
  const quoted = { quoteAll: true };
  let csv = csvRow(['Row', 'Value', 'Reason'], quoted);
  for (const row of rows) csv += csvRow([String(row.row), row.value, SKIP_REASONS[row.reason]], quoted);
  return csv;
}
