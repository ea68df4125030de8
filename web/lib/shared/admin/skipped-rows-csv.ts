import type { BulkSkippedRow } from '@bank/contract';

/** The reason of a skipped row, in an officer's words (the CSV's Reason column and the page). */
const SKIP_REASONS: Record<BulkSkippedRow['reason'], string> = {
  invalid: 'not a valid phone number or e-mail address',
  // The site does not know BULK_SMS_COUNTRIES (The Gambia by default), so the countries are not named.
  abroad: 'outside the countries SMS are sent to (abroad)',
  duplicate: 'already in the sheet (duplicate)',
};

/**
 * A cell of the CSV: quoted, its quotes doubled; a value a spreadsheet would run as a formula (= + - @, tab, CR) gets a
 * leading apostrophe (OWASP's CSV injection advice), since the values are whatever the uploaded sheet held.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The skipped rows of a bulk send's preview as CSV (Row, Value, Reason), with a header line and CRLF line ends. */
export function skippedRowsCsv(rows: readonly BulkSkippedRow[]): string {
  const lines = [['Row', 'Value', 'Reason'].map(cell).join(',')];
  for (const row of rows) lines.push([String(row.row), row.value, SKIP_REASONS[row.reason]].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
