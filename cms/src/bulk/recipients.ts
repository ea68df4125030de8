import * as XLSX from 'xlsx';
import type { Channel } from './types';
import { normalizeEmail } from './email-address';
import { detectFileType } from '../documents/file-type';
import { normalizePhone } from './phone';
import { unzipWithinLimits, type UnzipLimits } from '../documents/zip';

export type { Channel } from './types';

export interface RecipientList {
  /** Normalised (E.164 or lower-case address), each once, in sheet order. */
  recipients: string[];
  /** Non-blank cells that are not a phone number / e-mail address. */
  invalid: number;
  /** Cells that repeat an earlier recipient once normalised. */
  duplicates: number;
  /**
   * Valid numbers the `skip` check kept out as abroad (normalised, each once, in sheet order): not recipients, and
   * the first is named when the sheet has nobody else to send to.
   */
  abroad: string[];
  /** The invalid, abroad and duplicate rows, in sheet order: the sheet's row number, the cell as written, and why. */
  skipped: SkippedRow[];
}

/** Why a row is not sent to (the contract's BULK_SKIP_REASONS). */
type SkipReason = 'invalid' | 'abroad' | 'duplicate';

export interface SkippedRow {
  row: number;
  value: string;
  reason: SkipReason;
}

interface ReadOptions {
  /**
   * A check of each valid recipient, once (a repeat of it is a duplicate, as for any recipient): a reason to skip it,
   * or null to send to it. SMS pass the allowed countries (smsAllowed), so a number abroad is one skipped row with its
   * row number, not a refused sheet.
   */
  skip?: (recipient: string) => 'abroad' | null;
}

/** A skipped cell is shown as written, cut to a length a person reads. */
const MAX_SHOWN_VALUE = 200;

/** The message is fit to show to the member of staff who uploaded the file. */
export class SheetError extends Error {
  override name = 'SheetError';
}

/** More rows than any real customer list; the cap keeps a hostile file from exhausting memory. */
export const MAX_SHEET_ROWS = 100_000;

/** Unpacked size of an .xlsx: a 100,000-row list is a few tens of MB of XML. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** Past 100 KB, no part of a real workbook inflates more than 100 times (Apache POI's zip-bomb rule). */
const UNZIP_LIMITS: UnzipLimits = { maxBytes: MAX_UNZIPPED_BYTES, maxRatio: 100, ratioGraceBytes: 100 * 1024 };

/** Only cell values are needed: skip formulae, rich text, formats, styles, macros. */
const READ_OPTIONS: XLSX.ParsingOptions = {
  dense: true,
  sheets: 0,
  sheetRows: MAX_SHEET_ROWS,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellNF: false,
  cellStyles: false,
  cellDates: false,
  bookVBA: false,
  bookDeps: false,
  bookFiles: false,
};

/** SheetJS's reader of an unpacked .xlsx (declared in types/xlsx.d.ts). */
const parseUnzippedWorkbook = XLSX.parse_zip;

const NORMALISE: Record<Channel, (raw: unknown) => string | null> = {
  sms: normalizePhone,
  email: normalizeEmail,
};

/**
 * Reads the recipients of a bulk send from the first worksheet of an Excel file
 * (.xls or .xlsx). The column is found by its header ("Phone Number", "E-mail",
 * ...); without a recognised header the first column is used, and its top cell
 * counts as a recipient only if it is a valid one.
 */
export function readRecipients(sheet: Buffer, channel: Channel, options: ReadOptions = {}): RecipientList {
  const rows = readFirstSheet(sheet);
  const normalise = NORMALISE[channel];
  const top = rows.findIndex((row) => row !== undefined && row.some((cell) => !isBlank(cell)));
  if (top < 0) throw new SheetError('The sheet has no rows');

  let column = findRecipientColumn(rows[top], channel);
  let firstRecipientRow = top + 1;
  if (column < 0) {
    column = rows[top].findIndex((cell) => !isBlank(cell));
    if (normalise(valueOf(rows[top][column])) !== null) firstRecipientRow = top;
  }

  const seen = new Set<string>();
  const list: RecipientList = { recipients: [], invalid: 0, duplicates: 0, abroad: [], skipped: [] };
  for (let r = firstRecipientRow; r < rows.length; r++) {
    const cell = rows[r]?.[column];
    if (isBlank(cell)) continue;
    const recipient = normalise(valueOf(cell));
    // Rows of the dense sheet are 0-based from its first row: the sheet's own numbering is one more.
    if (recipient === null) {
      list.invalid++;
      list.skipped.push({ row: r + 1, value: shownValue(cell), reason: 'invalid' });
    } else if (seen.has(recipient)) {
      list.duplicates++;
      list.skipped.push({ row: r + 1, value: shownValue(cell), reason: 'duplicate' });
    } else {
      // Checked once a number: the same number abroad twice is one row abroad and one duplicate.
      seen.add(recipient);
      if (options.skip?.(recipient) === 'abroad') {
        list.abroad.push(recipient);
        list.skipped.push({ row: r + 1, value: shownValue(cell), reason: 'abroad' });
      } else {
        list.recipients.push(recipient);
      }
    }
  }
  return list;
}

function readFirstSheet(file: Buffer): XLSX.CellObject[][] {
  // SheetJS also reads CSV, HTML, SYLK and more; only real Excel files get that far.
  const type = detectFileType(file);
  if (type !== 'xls' && type !== 'xlsx') throw new SheetError('The file is not a readable Excel sheet');
  let workbook: XLSX.WorkBook;
  try {
    workbook = type === 'xls' ? XLSX.read(file, { ...READ_OPTIONS, type: 'buffer' }) : readUnzipped(file);
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('The file is not a readable Excel sheet');
  }
  const firstName = workbook.SheetNames[0];
  const worksheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  // SheetJS keeps the uncut range in '!fullref' only when `sheetRows` cut the sheet short.
  if (worksheet?.['!fullref'] !== undefined) throw new SheetError(`The sheet has more than ${MAX_SHEET_ROWS} rows`);
  const rows = worksheet?.['!data'];
  if (rows === undefined || rows.length === 0) throw new SheetError('The sheet has no rows');
  return rows;
}

/**
 * An .xlsx read from the entries the zip-bomb guard measured, never from the raw file: SheetJS's own ZIP reader
 * takes the first end record it finds, trusts the local headers' sizes and inflates without a limit, so a crafted
 * file could show the guard one directory and SheetJS another.
 */
function readUnzipped(file: Buffer): XLSX.WorkBook {
  const unzipped = unzipWithinLimits(file, UNZIP_LIMITS);
  if (!unzipped.ok) {
    throw new SheetError(
      unzipped.reason === 'too-large' ? 'The file is too large to read' : 'The file is not a readable Excel sheet',
    );
  }
  const container = XLSX.CFB.utils.cfb_new();
  for (const [name, content] of unzipped.entries) XLSX.CFB.utils.cfb_add(container, name, content);
  return parseUnzippedWorkbook(container, { ...READ_OPTIONS });
}

/**
 * Best header wins, leftmost on a tie. "Phone Number" beats a bare "Number",
 * which could just as well be an account number.
 */
function findRecipientColumn(header: XLSX.CellObject[], channel: Channel): number {
  let best = -1;
  let bestRank = 0;
  header.forEach((cell, index) => {
    if (cell?.t !== 's' || typeof cell.v !== 'string') return;
    const rank = headerRank(cell.v.trim().toLowerCase().replace(/\s+/g, ' '), channel);
    if (rank > bestRank) {
      best = index;
      bestRank = rank;
    }
  });
  return best;
}

function headerRank(text: string, channel: Channel): number {
  if (channel === 'email') {
    if (text === 'email' || text === 'e-mail') return 2;
    return text.includes('email') || text.includes('e-mail') ? 1 : 0;
  }
  const phoneWord = /phone|mobile|msisdn/;
  if (phoneWord.test(text)) return text === 'phone' || text === 'mobile' || text === 'msisdn' ? 4 : 3;
  if (text === 'number') return 2;
  return text.includes('number') ? 1 : 0;
}

function isBlank(cell: XLSX.CellObject | undefined): boolean {
  if (cell === undefined || cell.t === 'z' || cell.v === undefined || cell.v === null) return true;
  return typeof cell.v === 'string' && cell.v.trim() === '';
}

/** Text and numbers may hold a recipient; booleans, dates and errors never do. */
function valueOf(cell: XLSX.CellObject | undefined): unknown {
  return cell?.t === 's' || cell?.t === 'n' ? cell.v : null;
}

/** A cell as the officer wrote it (its value as text), for the list of skipped rows. */
function shownValue(cell: XLSX.CellObject | undefined): string {
  const value = cell?.v;
  const shown = value instanceof Date ? value.toISOString() : String(value ?? '');
  return shown.length > MAX_SHOWN_VALUE ? `${shown.slice(0, MAX_SHOWN_VALUE)}…` : shown;
}
