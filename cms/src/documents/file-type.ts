import { readFile } from 'node:fs/promises';
import { readZipDirectory } from './zip';

/**
 * What an uploaded file really is, judged by its bytes. The name and the browser's
 * Content-Type are chosen by the sender, so they are never trusted: a renamed
 * program must not be published as a "form" on the bank's site.
 */
export type DetectedType = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'jpg' | 'png' | 'webp';

export const EXTENSION: Record<DetectedType, string> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  xls: '.xls',
  xlsx: '.xlsx',
  jpg: '.jpg',
  png: '.png',
  webp: '.webp',
};

export const MIME: Record<DetectedType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function startsWith(buf: Buffer, signature: Buffer, at = 0): boolean {
  return buf.length >= at + signature.length && buf.subarray(at, at + signature.length).equals(signature);
}

/** Never throws: a malformed file is simply "not a type we accept". */
export function detectFileType(head: Buffer): DetectedType | null {
  try {
    if (startsWith(head, PDF)) return 'pdf';
    if (startsWith(head, JPEG)) return 'jpg';
    if (startsWith(head, PNG)) return 'png';
    if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
    if (startsWith(head, OLE)) return detectCompoundFile(head);
    if (startsWith(head, ZIP_LOCAL_FILE)) return detectOfficeZip(head);
    return null;
  } catch {
    // The parsers below bound-check every read; this is only a last line of defence.
    return null;
  }
}

/** Uploads are capped at about 25 MB, so reading the whole file is fine. */
export async function detectFileTypeOfPath(filepath: string): Promise<DetectedType | null> {
  return detectFileType(await readFile(filepath));
}

// ---------------------------------------------------------------------------
// OLE compound files (.doc, .xls): [MS-CFB]

const END_OF_CHAIN = 0xfffffffe;
/** Sector numbers from here up are markers (free, end of chain, FAT, DIFAT), not places. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const OBJECT_STREAM = 2;
const OBJECT_STORAGE = 1;
const OBJECT_ROOT = 5;

/** Streams and storages at the top of the file that say what it is, compared in lower case. */
const WORD_STREAM = 'worddocument';
const EXCEL_STREAMS = new Set(['workbook', 'book']);
/** Where Word and Excel keep VBA macros; documents with macros are refused. */
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur']);

function detectCompoundFile(file: Buffer): DetectedType | null {
  if (file.length < 512 || file.readUInt16LE(0x1c) !== 0xfffe) return null;
  const sectorShift = file.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  // No chain can be longer than the number of sectors in the file: this bounds every loop.
  const sectorCount = Math.floor(file.length / sectorSize);
  const sectorOffset = (sector: number): number | null => {
    const offset = (sector + 1) * sectorSize;
    return sector < MAX_REGULAR_SECTOR && offset + sectorSize <= file.length ? offset : null;
  };

  const fatSectors = readFatSectorList(file, sectorSize, sectorCount, sectorOffset);
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    const at = fatSector === undefined ? null : sectorOffset(fatSector);
    return at === null ? END_OF_CHAIN : file.readUInt32LE(at + (sector % entriesPerFatSector) * 4);
  };

  const names: string[] = [];
  const entries: Array<[left: number, right: number, child: number, type: number]> = [];
  const visited = new Set<number>();
  for (let sector = file.readUInt32LE(0x30); visited.size < sectorCount; sector = nextSector(sector)) {
    const at = sectorOffset(sector);
    if (at === null || visited.has(sector)) break;
    visited.add(sector);
    for (let entry = at; entry < at + sectorSize; entry += DIRECTORY_ENTRY_SIZE) {
      const nameBytes = Math.min(file.readUInt16LE(entry + 0x40), 64);
      names.push(file.toString('utf16le', entry, entry + Math.max(nameBytes - 2, 0)).toLowerCase());
      entries.push([
        file.readUInt32LE(entry + 0x44),
        file.readUInt32LE(entry + 0x48),
        file.readUInt32LE(entry + 0x4c),
        file.readUInt8(entry + 0x42),
      ]);
    }
  }
  if (entries.length === 0 || entries[0][3] !== OBJECT_ROOT) return null;

  // Only the root storage's own children decide: a Word file with an embedded
  // spreadsheet has a "Workbook" stream too, one level down.
  let word = false;
  let excel = false;
  const seen = new Set<number>();
  const pending = [entries[0][2]];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === NO_STREAM || id >= entries.length || seen.has(id)) continue;
    seen.add(id);
    const [left, right, , type] = entries[id];
    const name = names[id];
    if (type === OBJECT_STREAM && name === WORD_STREAM) word = true;
    if (type === OBJECT_STREAM && EXCEL_STREAMS.has(name)) excel = true;
    if (type === OBJECT_STORAGE && MACRO_STORAGES.has(name)) return null;
    pending.push(left, right);
  }
  if (word === excel) return null;
  return word ? 'doc' : 'xls';
}

/** The sectors holding the FAT: 109 listed in the header, the rest in the DIFAT chain. */
function readFatSectorList(
  file: Buffer,
  sectorSize: number,
  sectorCount: number,
  sectorOffset: (sector: number) => number | null,
): number[] {
  const declared = Math.min(file.readUInt32LE(0x2c), sectorCount);
  const list: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && list.length < declared; i++) {
    list.push(file.readUInt32LE(0x4c + i * 4));
  }
  const visited = new Set<number>();
  for (let sector = file.readUInt32LE(0x44); list.length < declared;) {
    const at = sectorOffset(sector);
    if (at === null || visited.has(sector)) break;
    visited.add(sector);
    const last = at + sectorSize - 4; // the final entry links to the next DIFAT sector
    for (let entry = at; entry < last && list.length < declared; entry += 4) {
      list.push(file.readUInt32LE(entry));
    }
    sector = file.readUInt32LE(last);
  }
  return list;
}

// ---------------------------------------------------------------------------
// ZIP based Office files (.docx, .xlsx)

const WORD_PART = 'word/document.xml';
const EXCEL_PART = 'xl/workbook.xml';
/** Macro-enabled documents (.docm, .xlsm) renamed to .docx/.xlsx are refused. */
const MACRO_PARTS = new Set(['word/vbaproject.bin', 'xl/vbaproject.bin']);

function detectOfficeZip(file: Buffer): DetectedType | null {
  const entries = readZipDirectory(file);
  if (entries === null) return null;
  let word = false;
  let excel = false;
  for (const entry of entries) {
    // Office part names are case-insensitive (OPC).
    const name = entry.name.toLowerCase();
    if (name === WORD_PART) word = true;
    if (name === EXCEL_PART) excel = true;
    if (MACRO_PARTS.has(name)) return null;
  }
  if (word === excel) return null;
  return word ? 'docx' : 'xlsx';
}
