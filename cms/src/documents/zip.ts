import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format (APPNOTE.TXT) to judge Office files before any
 * library unpacks them. Every read is bounds-checked; malformed input gives null.
 */

export interface ZipEntry {
  /** As stored; Office part names are case-insensitive, so compare in lower case. */
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const EOCD_SIZE = 22;
const CENTRAL_ENTRY_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_ZIP_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface CentralDirectory {
  offset: number;
  size: number;
  entries: number;
}

/** The archive's table of contents, or null if it is not a readable ZIP. */
export function readZipDirectory(file: Buffer): ZipEntry[] | null {
  const directory = findCentralDirectory(file);
  if (directory === null) return null;
  const entries: ZipEntry[] = [];
  const end = directory.offset + directory.size;
  let at = directory.offset;
  // `at` grows by at least 46 bytes per entry, so a lying entry count cannot loop for long.
  for (let i = 0; i < directory.entries && at + CENTRAL_ENTRY_SIZE <= end; i++) {
    if (file.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const nameAt = at + CENTRAL_ENTRY_SIZE;
    const extraAt = nameAt + nameLength;
    if (extraAt + extraLength > end) return null;
    const sizes = readEntrySizes(file, at, extraAt, extraLength);
    if (sizes === null) return null;
    entries.push({
      name: file.toString('utf8', nameAt, extraAt),
      method: file.readUInt16LE(at + 10),
      ...sizes,
    });
    at = extraAt + extraLength + commentLength;
  }
  return entries;
}

/** What an archive may unpack to before anything reads it. */
export interface UnzipLimits {
  /** All entries together, inflated. */
  maxBytes: number;
  /** Inflated bytes per compressed byte of one entry, once it is past `ratioGraceBytes` (Apache POI's rule). */
  maxRatio: number;
  ratioGraceBytes: number;
}

export type UnzipResult = { ok: true; entries: Map<string, Buffer> } | { ok: false; reason: 'unreadable' | 'too-large' };

/**
 * Every entry of the archive, inflated under the limits, found by really inflating each one: the sizes a ZIP
 * declares can lie, and a few kilobytes can inflate to gigabytes (a "zip bomb"). The entries are the ones this
 * module's own central directory lists: a parser given these bytes reads exactly what was measured, whatever other
 * directories or end records the file hides. Two entries with one name (compared as Office does, in lower case)
 * make the archive unreadable, since readers would disagree on which one counts.
 */
export function unzipWithinLimits(file: Buffer, limits: UnzipLimits): UnzipResult {
  const directory = readZipDirectory(file);
  if (directory === null) return { ok: false, reason: 'unreadable' };
  const entries = new Map<string, Buffer>();
  const names = new Set<string>();
  let budget = limits.maxBytes;
  for (const entry of directory) {
    const key = entry.name.toLowerCase();
    if (names.has(key)) return { ok: false, reason: 'unreadable' };
    names.add(key);
    const data = entryData(file, entry);
    if (data === null) return { ok: false, reason: 'unreadable' };
    let content: Buffer;
    if (entry.method === STORED) {
      content = data;
    } else if (entry.method === DEFLATED) {
      const ratioCap = Math.max(limits.ratioGraceBytes, data.length * limits.maxRatio);
      const cap = Math.min(budget, ratioCap);
      try {
        // One byte over the cap tells "too large" from "exactly at the cap".
        content = inflateRawSync(data, { maxOutputLength: cap + 1 });
      } catch (error) {
        const overCap = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        return { ok: false, reason: overCap ? 'too-large' : 'unreadable' };
      }
      if (content.length > cap) return { ok: false, reason: 'too-large' };
    } else {
      return { ok: false, reason: 'unreadable' };
    }
    budget -= content.length;
    if (budget < 0) return { ok: false, reason: 'too-large' };
    if (!entry.name.endsWith('/')) entries.set(entry.name, content);
  }
  return { ok: true, entries };
}

function entryData(file: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + LOCAL_HEADER_SIZE > file.length || file.readUInt32LE(at) !== LOCAL_FILE_HEADER) return null;
  const start = at + LOCAL_HEADER_SIZE + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= file.length ? file.subarray(start, end) : null;
}

/** Sizes of 0xFFFFFFFF mean "see the ZIP64 extra field", which lists only those, in this order. */
function readEntrySizes(
  file: Buffer,
  at: number,
  extraAt: number,
  extraLength: number,
): Pick<ZipEntry, 'compressedSize' | 'localHeaderOffset'> | null {
  const uncompressed = file.readUInt32LE(at + 24);
  let compressedSize = file.readUInt32LE(at + 20);
  let localHeaderOffset = file.readUInt32LE(at + 42);
  if (uncompressed !== 0xffffffff && compressedSize !== 0xffffffff && localHeaderOffset !== 0xffffffff) {
    return { compressedSize, localHeaderOffset };
  }
  for (let field = extraAt; field + 4 <= extraAt + extraLength;) {
    const id = file.readUInt16LE(field);
    const length = file.readUInt16LE(field + 2);
    const fieldEnd = field + 4 + length;
    if (fieldEnd > extraAt + extraLength) return null;
    if (id === ZIP64_EXTRA_FIELD) {
      let value = field + 4;
      const next = (): number | null => {
        if (value + 8 > fieldEnd) return null;
        const read = toSafeNumber(file.readBigUInt64LE(value));
        value += 8;
        return read;
      };
      if (uncompressed === 0xffffffff && next() === null) return null;
      if (compressedSize === 0xffffffff) {
        const read = next();
        if (read === null) return null;
        compressedSize = read;
      }
      if (localHeaderOffset === 0xffffffff) {
        const read = next();
        if (read === null) return null;
        localHeaderOffset = read;
      }
      return { compressedSize, localHeaderOffset };
    }
    field = fieldEnd;
  }
  return null;
}

/**
 * The End Of Central Directory record sits at the end, before a comment of up
 * to 64 KiB. Searching backwards, the first candidate that points at a real
 * central directory wins (a comment could contain a fake signature).
 */
function findCentralDirectory(file: Buffer): CentralDirectory | null {
  const lowest = Math.max(0, file.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  for (let at = file.length - EOCD_SIZE; at >= lowest; at--) {
    if (file.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    let directory: CentralDirectory | null = {
      entries: file.readUInt16LE(at + 10),
      size: file.readUInt32LE(at + 12),
      offset: file.readUInt32LE(at + 16),
    };
    if (directory.entries === 0xffff || directory.size === 0xffffffff || directory.offset === 0xffffffff) {
      directory = readZip64Directory(file, at);
    }
    if (
      directory !== null &&
      directory.offset + directory.size <= at &&
      directory.size >= CENTRAL_ENTRY_SIZE &&
      file.readUInt32LE(directory.offset) === CENTRAL_DIRECTORY_ENTRY
    ) {
      return directory;
    }
  }
  return null;
}

/** Some writers always use ZIP64 records. */
function readZip64Directory(file: Buffer, eocdAt: number): CentralDirectory | null {
  const locatorAt = eocdAt - 20;
  if (locatorAt < 0 || file.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) return null;
  const recordAt = toSafeNumber(file.readBigUInt64LE(locatorAt + 8));
  if (recordAt === null || recordAt + 56 > locatorAt) return null;
  if (file.readUInt32LE(recordAt) !== ZIP64_END_OF_CENTRAL_DIRECTORY) return null;
  const entries = toSafeNumber(file.readBigUInt64LE(recordAt + 32));
  const size = toSafeNumber(file.readBigUInt64LE(recordAt + 40));
  const offset = toSafeNumber(file.readBigUInt64LE(recordAt + 48));
  if (entries === null || size === null || offset === null) return null;
  return { entries, size, offset };
}

/** Offsets and sizes beyond 2^53 cannot be real in a file we hold in memory. */
function toSafeNumber(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}
