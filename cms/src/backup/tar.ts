/**
 * Just enough of the tar format (POSIX ustar and pax, and GNU tar's long names) to write a backup and read one back
 * without a system tar deciding what to create: the reader hands over regular files and directories only, and names
 * every other kind of entry (links, devices, FIFOs) so the caller can refuse the archive.
 */
import fs from 'fs';
import { Readable } from 'stream';

const BLOCK = 512;
/** The largest size ustar's 11 octal digits hold; beyond it a pax record carries the size. */
const USTAR_MAX_SIZE = 0o77777777777;
/** pax and GNU long-name data is read into memory: more than this is not a name. */
const MAX_META_BYTES = 64 * 1024;

const KINDS: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a FIFO',
  K: 'a symbolic link',
  S: 'a sparse file',
  V: 'a volume label',
  M: 'a multi-volume part',
};

export type TarEntry =
  | { kind: 'file'; path: string; size: number; data: Readable }
  | { kind: 'directory'; path: string }
  | { kind: 'other'; path: string; what: string };

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | '5' | 'x', mode: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'binary');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (`${length}${body}`.length !== length) length = Buffer.byteLength(`${length}${body}`);
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header blocks of one entry: a pax header first when its name or size does not fit ustar's fields. */
function headers(name: string, size: number, type: '0' | '5', mode: number, mtime: number): Buffer[] {
  const records =
    (Buffer.byteLength(name) > 100 ? paxRecord('path', name) : '') +
    (size > USTAR_MAX_SIZE ? paxRecord('size', String(size)) : '');
  const own = header(Buffer.byteLength(name) > 100 ? name.slice(0, 99) : name, size, type, mode, mtime);
  if (!records) return [own];
  const pax = Buffer.from(records);
  return [header('PaxHeader', pax.length, 'x', 0o644, mtime), pax, padding(pax.length), own];
}

/**
 * A gzip-ready tar stream of `entries`: each `name` (posix, relative) is read from `file` as it is written, so memory
 * stays flat whatever the archive's size. Directories are implied by the files' names.
 */
export function tarStream(entries: { name: string; file: string }[]): Readable {
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const entry of entries) {
      const stat = fs.statSync(entry.file);
      yield* headers(entry.name, stat.size, '0', 0o644, stat.mtimeMs);
      let written = 0;
      for await (const chunk of fs.createReadStream(entry.file)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // A file that grew or shrank while it was read would shift every later header.
      if (written !== stat.size) throw new Error(`${entry.file} changed while it was archived`);
      yield padding(written);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(blocks());
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(bytes: number): Promise<void> {
    while (this.length < bytes && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Exactly `bytes` bytes, or null at the end of the stream (an end partway through is an error). */
  async take(bytes: number): Promise<Buffer | null> {
    await this.fill(bytes);
    if (this.length === 0 && this.done) return null;
    if (this.length < bytes) throw new Error('the archive ends in the middle of an entry');
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > bytes ? [all.subarray(bytes)] : [];
    this.length = all.length - bytes;
    return all.subarray(0, bytes);
  }

  /** `bytes` bytes in pieces, as they arrive. */
  async *pieces(bytes: number): AsyncGenerator<Buffer> {
    let left = bytes;
    while (left > 0) {
      await this.fill(1);
      if (this.length === 0) throw new Error('the archive ends in the middle of an entry');
      const all = Buffer.concat(this.buffered);
      const piece = all.subarray(0, Math.min(left, all.length));
      this.buffered = all.length > piece.length ? [all.subarray(piece.length)] : [];
      this.length = all.length - piece.length;
      left -= piece.length;
      yield piece;
    }
  }
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

function number(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  // GNU tar's base-256 form for sizes beyond 8 GiB.
  if (field[0] & 0x80) {
    let value = field[0] & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(digits)) throw new Error('the archive has a damaged header');
  return digits ? parseInt(digits, 8) : 0;
}

function paxFields(data: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    const record = data.subarray(space + 1, at + length).toString('utf8');
    const equals = record.indexOf('=');
    if (space === -1 || !Number.isInteger(length) || length <= 0 || equals === -1 || !record.endsWith('\n')) {
      throw new Error('the archive has a damaged pax header');
    }
    fields[record.slice(0, equals)] = record.slice(equals + 1, -1);
    at += length;
  }
  return fields;
}

/**
 * Each entry of a tar stream in order. A file's `data` must be read (or drained) before the next entry is asked for.
 * Throws on a damaged header.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  let longName: string | null = null;
  let paxPath: string | null = null;
  let paxSize: number | null = null;
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (sum !== number(block, 148, 8)) throw new Error('the archive has a damaged header');
    const type = String.fromCharCode(block[156] || 48);
    const size = paxSize ?? number(block, 124, 12);
    // ustar's prefix field; GNU tar's own headers use those bytes for other things.
    const prefix = block.subarray(257, 263).toString('binary') === 'ustar\u0000' ? text(block, 345, 155) : '';
    const name = paxPath ?? longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === 'x' || type === 'g' || type === 'L') {
      if (size > MAX_META_BYTES) throw new Error('the archive has an oversized header');
      const data = (await reader.take(size + pad)) ?? Buffer.alloc(0);
      if (type === 'x') {
        const fields = paxFields(data.subarray(0, size));
        paxPath = fields.path ?? paxPath;
        paxSize = fields.size !== undefined ? Number(fields.size) : paxSize;
      } else if (type === 'L') {
        longName = text(data, 0, size);
      }
      continue;
    }
    longName = null;
    paxPath = null;
    paxSize = null;
    if (type === '0' || type === '7') {
      const data = Readable.from(reader.pieces(size));
      yield { kind: 'file', path: name, size, data };
      // Whatever the caller left unread is skipped.
      for await (const piece of data) void piece;
      if (pad) await reader.take(pad);
    } else if (type === '5') {
      yield { kind: 'directory', path: name };
    } else {
      yield { kind: 'other', path: name, what: KINDS[type] ?? `an entry of type ${JSON.stringify(type)}` };
      if (size + pad) for await (const piece of reader.pieces(size + pad)) void piece;
    }
  }
}
