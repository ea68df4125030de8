/** Real files for upload tests, made in the run's temporary folder (never in the repository). */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { onePagePdf } from '@bank/test-support';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A valid PNG of one colour (RGB, 8 bit); other sizes or colours give other bytes. */
export function pngImage(width = 64, height = 48, rgb: [number, number, number] = [31, 95, 168]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PDF with one page; `note` is its title (so each file is distinct). */
export function pdfDocument(note = randomBytes(6).toString('hex')): Buffer {
  return onePagePdf(note);
}

/** Writes `bytes` under the run's temporary folder and answers the file's path. */
export function writeTempFile(tmpDir: string, name: string, bytes: Buffer): string {
  const dir = path.join(tmpDir, 'files', randomBytes(4).toString('hex'));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A name no other test uses, for titles the tests look for. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex').toUpperCase()}`;
}
