/** Files for the CMS's upload and sheet checks: images, Windows programs, OLE compound files and ZIP archives. */
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import * as XLSX from 'xlsx';

/** An OLE compound file holding the given streams ('/WordDocument', '/Macros/VBA/dir', ...). */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams)) XLSX.CFB.utils.cfb_add(cfb, path, content);
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}

export async function image(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const canvas = sharp({ create: { width: 2, height: 2, channels: 3, background: '#1f5fa8' } });
  return canvas.toFormat(format).toBuffer();
}

/** The start of a Windows program: what a renamed .exe looks like. */
export function windowsProgram(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export interface ZipOptions {
  /** Written as the archive comment (after the End Of Central Directory record). */
  comment?: string;
  /** Write ZIP64 end records, as some writers always do. */
  zip64?: boolean;
  /** Compress the entries (method 8) instead of storing them. */
  deflate?: boolean;
  /** Claim this uncompressed size for every entry, as a zip bomb would. */
  declaredSize?: number;
}

/** A valid ZIP archive (unless told to lie about sizes). */
export function zipArchive(entries: Record<string, string | Buffer>, options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const data = options.deflate ? deflateRawSync(raw) : raw;
    const method = options.deflate ? 8 : 0;
    const size = options.declaredSize ?? raw.length;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const comment = Buffer.from(options.comment ?? '', 'latin1');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  const zip64: Buffer[] = [];
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    zip64.push(record, locator);
  }
  return Buffer.concat([...locals, directory, ...zip64, end, comment]);
}

/** The parts Word needs for a .docx, without any real content. */
export const DOCX_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
};

interface ZipPart {
  name: string;
  raw: Buffer;
}

/** Local headers and central directory entries of `parts` (deflated), placed from `offset` on. */
function zipRecords(parts: ZipPart[], offset: number): { locals: Buffer; central: Buffer } {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let at = offset;
  for (const { name, raw } of parts) {
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(at, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    at += local.length + nameBytes.length + data.length;
  }
  return { locals: Buffer.concat(locals), central: Buffer.concat(centrals) };
}

function endRecord(entries: number, size: number, offset: number, comment: Buffer = Buffer.alloc(0)): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([end, comment]);
}

/**
 * One file, two archives: a careful reader finds the end record that points at a real directory (`visible`); a
 * reader that takes the last end-record signature it sees (SheetJS) finds the one hidden in the archive comment,
 * which points at `hidden` (its directory size is 0, which a careful reader refuses).
 */
export function twoDirectoryZip(visible: Record<string, Buffer>, hidden: Record<string, Buffer>): Buffer {
  const toParts = (entries: Record<string, Buffer>) => Object.entries(entries).map(([name, raw]) => ({ name, raw }));
  const first = zipRecords(toParts(visible), 0);
  const second = zipRecords(toParts(hidden), first.locals.length);
  const visibleDirectoryAt = first.locals.length + second.locals.length;
  const hiddenDirectoryAt = visibleDirectoryAt + first.central.length;
  const decoy = endRecord(Object.keys(hidden).length, 0, hiddenDirectoryAt);
  return Buffer.concat([
    first.locals,
    second.locals,
    first.central,
    second.central,
    endRecord(Object.keys(visible).length, first.central.length, visibleDirectoryAt, decoy),
  ]);
}

/** The parts of a ZIP archive by name, inflated (test input only: no limits). */
export function unzipParts(zip: Buffer): Record<string, Buffer> {
  const container = XLSX.CFB.read(zip, { type: 'buffer' });
  const parts: Record<string, Buffer> = {};
  container.FileIndex.forEach((entry: { type: number; content: Buffer }, i: number) => {
    if (entry.type === 2) parts[container.FullPaths[i].replace(/^[^/]*\//, '')] = Buffer.from(entry.content);
  });
  return parts;
}
