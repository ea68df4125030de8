/**
 * Files sealed with AES-256-GCM (Node's crypto) in chunks, so an archive of any size is encrypted and checked in
 * constant memory: the online authenticated encryption of age and Tink's streaming AEAD ("STREAM", Hoang et al.).
 *
 * Layout: a header (magic, version, key id, a random salt, the chunk size), then chunks of CHUNK_BYTES plaintext each
 * (the last one shorter, possibly empty), each followed by its 16-byte tag. Every archive has its own key, derived
 * from the long-term key and the salt (HKDF-SHA256), so nonces never repeat across archives; a chunk's nonce is its
 * counter and a last-chunk flag, and every chunk authenticates the header. A changed byte, a reordered, removed or
 * added chunk, a file cut at any point or extended after its last chunk fails authentication.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'crypto';
import { Transform, type TransformCallback } from 'stream';

const MAGIC = Buffer.from('TBBACKUP');
const VERSION = 1;
const KEY_ID_BYTES = 8;
const SALT_BYTES = 32;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + SALT_BYTES + 4;
const CHUNK_BYTES = 64 * 1024;
/** Chunk sizes a reader accepts: a header may not make it allocate without bound. */
const MAX_CHUNK_BYTES = 16 * 1024 * 1024;

/** Why a sealed file could not be opened, in words an operator reads as is. */
export class SealError extends Error {
  constructor(
    message: string,
    readonly reason: 'format' | 'key' | 'authentication',
  ) {
    super(message);
  }
}

/** A short public name of a key (a keyed hash of nothing): which of several keys sealed a file. */
function keyId(key: Buffer): Buffer {
  return createHmac('sha256', key).update('bank-backup key id').digest().subarray(0, KEY_ID_BYTES);
}

function fileKey(key: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, salt, 'bank-backup v1 aes-256-gcm', 32));
}

function nonce(counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeBigUInt64BE(BigInt(counter), 0);
  value[11] = last ? 1 : 0;
  return value;
}

function sealChunk(key: Buffer, header: Buffer, counter: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(counter, last));
  cipher.setAAD(header);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(key: Buffer, header: Buffer, counter: number, last: boolean, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce(counter, last));
  decipher.setAAD(header);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealError('it fails authentication: it was changed, cut short or damaged after it was written', 'authentication');
  }
}

/** A stream that seals what goes through it under `key` (32 bytes). */
export function sealStream(key: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[MAGIC.length] = VERSION;
  keyId(key).copy(header, MAGIC.length + 1);
  salt.copy(header, MAGIC.length + 1 + KEY_ID_BYTES);
  header.writeUInt32BE(CHUNK_BYTES, HEADER_BYTES - 4);
  const derived = fileKey(key, salt);
  let pending = Buffer.alloc(0);
  let counter = 0;
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      pending = Buffer.concat([pending, data]);
      // A full chunk is sealed as "not last" only once more data follows it.
      while (pending.length > CHUNK_BYTES) {
        this.push(sealChunk(derived, header, counter++, false, pending.subarray(0, CHUNK_BYTES)));
        pending = pending.subarray(CHUNK_BYTES);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(sealChunk(derived, header, counter++, true, pending));
      callback();
    },
  });
}

/**
 * A stream that opens a sealed file with whichever of `keys` sealed it. It emits only authenticated chunks, but a
 * file cut at a chunk's end is known only at its end: consume everything before trusting any of it.
 */
export function openStream(keys: Buffer[]): Transform {
  let pending = Buffer.alloc(0);
  let header: Buffer | null = null;
  let derived: Buffer | null = null;
  let chunk = CHUNK_BYTES;
  let counter = 0;
  const readHeader = (): void => {
    header = pending.subarray(0, HEADER_BYTES);
    pending = pending.subarray(HEADER_BYTES);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new SealError('it is not an encrypted backup archive', 'format');
    }
    if (header[MAGIC.length] !== VERSION) {
      throw new SealError(`it is of format ${header[MAGIC.length]}, which this version cannot read`, 'format');
    }
    chunk = header.readUInt32BE(HEADER_BYTES - 4);
    if (chunk < 1 || chunk > MAX_CHUNK_BYTES) throw new SealError('its header is damaged', 'format');
    const id = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_ID_BYTES);
    const key = keys.find((candidate) => keyId(candidate).equals(id));
    if (!key) throw new SealError('it was encrypted with another key', 'key');
    derived = fileKey(key, header.subarray(MAGIC.length + 1 + KEY_ID_BYTES, HEADER_BYTES - 4));
  };
  return new Transform({
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = Buffer.concat([pending, data]);
        if (!header && pending.length >= HEADER_BYTES) readHeader();
        while (header && derived && pending.length > chunk + TAG_BYTES) {
          this.push(openChunk(derived, header, counter++, false, pending.subarray(0, chunk + TAG_BYTES)));
          pending = pending.subarray(chunk + TAG_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) {
          if (pending.length >= MAGIC.length && !pending.subarray(0, MAGIC.length).equals(MAGIC)) {
            throw new SealError('it is not an encrypted backup archive', 'format');
          }
          throw new SealError('it is cut short', 'authentication');
        }
        if (pending.length < TAG_BYTES) throw new SealError('it is cut short', 'authentication');
        this.push(openChunk(derived as Buffer, header, counter++, true, pending));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
