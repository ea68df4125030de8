import { execFileSync } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { openStream, SealError, sealStream } from '../../src/backup/sealed-file';
import { readTar, tarStream } from '../../src/backup/tar';

/** What sealing `plain` under `key` writes. */
async function seal(plain: Buffer, key: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from([plain]), sealStream(key), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  return Buffer.concat(out);
}

/** What opening `sealed` gives, or the SealError's reason. */
async function open(sealed: Buffer, keys: Buffer[]): Promise<Buffer | string> {
  const out: Buffer[] = [];
  try {
    await pipeline(Readable.from([sealed]), openStream(keys), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) out.push(chunk);
    });
    return Buffer.concat(out);
  } catch (error) {
    if (error instanceof SealError) return error.reason;
    throw error;
  }
}

const key = randomBytes(32);
const HEADER = 53;
const CHUNK = 64 * 1024 + 16;
// Three chunks: two full, one short.
const plain = randomBytes(2 * 64 * 1024 + 1000);

it('opens what it sealed, whatever the size, with the key or an older one', async () => {
  for (const size of [0, 1, 64 * 1024, 64 * 1024 + 1, plain.length]) {
    const data = plain.subarray(0, size);
    expect(await open(await seal(data, key), [key])).toEqual(data);
  }
  expect(await open(await seal(plain, key), [randomBytes(32), key])).toEqual(plain);
});

it('refuses a flipped byte anywhere, a cut, a reorder, an extension and a wrong key', async () => {
  const sealed = await seal(plain, key);
  expect(sealed.length).toBe(HEADER + 2 * CHUNK + 1000 + 16);
  for (const at of [10, HEADER - 1, HEADER + 5, HEADER + CHUNK + 7, sealed.length - 1]) {
    const flipped = Buffer.from(sealed);
    flipped[at] ^= 1;
    expect([at, await open(flipped, [key])]).toEqual([at, expect.stringMatching(/^(authentication|key|format)$/)]);
  }
  // Cut at a chunk's end: what is left authenticates chunk by chunk, but its last chunk is not marked last.
  expect(await open(sealed.subarray(0, HEADER + 2 * CHUNK), [key])).toBe('authentication');
  expect(await open(sealed.subarray(0, sealed.length - 1), [key])).toBe('authentication');
  expect(await open(sealed.subarray(0, HEADER - 1), [key])).toBe('authentication');
  const chunks = [0, 1].map((i) => sealed.subarray(HEADER + i * CHUNK, HEADER + (i + 1) * CHUNK));
  const swapped = Buffer.concat([sealed.subarray(0, HEADER), chunks[1], chunks[0], sealed.subarray(HEADER + 2 * CHUNK)]);
  expect(await open(swapped, [key])).toBe('authentication');
  expect(await open(Buffer.concat([sealed, Buffer.alloc(16)]), [key])).toBe('authentication');
  expect(await open(sealed, [randomBytes(32)])).toBe('key');
  expect(await open(Buffer.from('not sealed at all, a plain tar.gz perhaps, longer than a header is'), [key])).toBe('format');
});

/** The entries GNU tar wrote for the files and links of `build`. */
async function entriesOf(build: (dir: string) => void): Promise<{ kind: string; path: string; body?: string }[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
  try {
    build(dir);
    const tar = execFileSync('tar', ['-cf', '-', '-C', dir, '.']);
    const out: { kind: string; path: string; body?: string }[] = [];
    for await (const entry of readTar(Readable.from([tar]))) {
      if (entry.kind === 'file') {
        let body = '';
        for await (const piece of entry.data) body += (piece as Buffer).toString();
        out.push({ kind: entry.kind, path: entry.path, body });
      } else out.push({ kind: entry.kind, path: entry.path, ...(entry.kind === 'other' ? { body: entry.what } : {}) });
    }
    return out;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it("names GNU tar's links, FIFOs and long names as what they are", async () => {
  const long = `${'a'.repeat(120)}.pdf`;
  const entries = await entriesOf((dir) => {
    fs.writeFileSync(path.join(dir, 'plain.txt'), 'hello');
    fs.writeFileSync(path.join(dir, long), 'long');
    fs.symlinkSync('/etc/hostname', path.join(dir, 'x.pdf'));
    fs.linkSync(path.join(dir, 'plain.txt'), path.join(dir, 'hard.txt'));
    execFileSync('mkfifo', [path.join(dir, 'pipe')]);
  });
  const byPath = Object.fromEntries(entries.map((entry) => [entry.path.replace(/^\.\//, ''), entry]));
  expect(byPath['x.pdf']).toMatchObject({ kind: 'other', body: 'a symbolic link' });
  expect(byPath.pipe).toMatchObject({ kind: 'other', body: 'a FIFO' });
  expect(byPath[long]).toMatchObject({ kind: 'file', body: 'long' });
  // tar stores the second name of a file as a hard link to the first.
  expect([byPath['plain.txt'], byPath['hard.txt']].map((entry) => entry.kind).sort()).toEqual(['file', 'other']);
  expect(byPath['']).toMatchObject({ kind: 'directory' });
});

it('writes archives GNU tar reads back, long names and all', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
  try {
    const long = `uploads/${'b'.repeat(150)}/${'c'.repeat(120)}.pdf`;
    fs.writeFileSync(path.join(dir, 'one'), 'first');
    fs.writeFileSync(path.join(dir, 'two'), randomBytes(5000));
    const chunks: Buffer[] = [];
    for await (const chunk of tarStream([
      { name: 'manifest.json', file: path.join(dir, 'one') },
      { name: long, file: path.join(dir, 'two') },
    ]))
      chunks.push(chunk as Buffer);
    const tar = Buffer.concat(chunks);
    expect(execFileSync('tar', ['-tf', '-'], { input: tar }).toString().split('\n').filter(Boolean)).toEqual([
      'manifest.json',
      long,
    ]);
    const read: string[] = [];
    for await (const entry of readTar(Readable.from([tar]))) {
      read.push(entry.path);
      if (entry.kind === 'file') for await (const piece of entry.data) void piece;
    }
    expect(read).toEqual(['manifest.json', long]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
