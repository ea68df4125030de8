import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto';

/**
 * Two-factor secrets at rest: AES-256-GCM (Node's crypto) under TWO_FACTOR_KEY, a comma-separated list of 32-byte
 * keys. The first key encrypts; every key in the list decrypts, so a key is rotated by putting a new one first and
 * keeping the old one after it until every stored secret was encrypted again (the CMS does that as it starts).
 *
 * A stored secret reads `tfa1.<key id>.<iv>.<ciphertext>.<tag>` (base64url). The key id is a short hash of the key,
 * so the right key is found without trying each. The account's id is bound in as additional data: a secret copied
 * into another account's row does not decrypt there, so write access to the database alone gives nobody's codes.
 */

const FORMAT = 'tfa1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Key {
  id: string;
  key: Buffer;
}

const HOW_TO_MAKE = "make one with `node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`";

/** A key as written in the variable: 64 hex digits, or base64 / base64url of 32 bytes. Never quoted in an error. */
function keyBytes(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);
const additionalData = (userId: number) => Buffer.from(`two-factor-secret:${userId}`);

export class TwoFactorKeys {
  private constructor(private readonly keys: Key[]) {}

  /** The keys of TWO_FACTOR_KEY; a missing or malformed key is an error that says which and how to make one. */
  static parse(value: string | undefined): TwoFactorKeys {
    const texts = (value ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean);
    if (texts.length === 0) {
      throw new Error(`TWO_FACTOR_KEY is required (it encrypts the staff accounts' two-factor secrets): ${HOW_TO_MAKE}`);
    }
    const keys = texts.map((text, index) => {
      const key = keyBytes(text);
      if (!key) {
        throw new Error(
          `TWO_FACTOR_KEY: key ${index + 1} of ${texts.length} is not 32 bytes in base64 or 64 hex digits: ${HOW_TO_MAKE}`,
        );
      }
      return { id: keyId(key), key };
    });
    return new TwoFactorKeys(keys);
  }

  /** The secret of account `userId`, encrypted with the first key. */
  encrypt(secret: string, userId: number): string {
    const { id, key } = this.keys[0];
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(userId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, id, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /**
   * The secret of account `userId`, or null: not encrypted (plain text is never taken as a secret), by a key not in
   * the list, of another account, or altered.
   */
  decrypt(stored: string, userId: number): string | null {
    const parts = stored.split('.');
    if (parts.length !== 5 || parts[0] !== FORMAT) return null;
    const [, id, iv, ciphertext, tag] = parts;
    const key = this.keys.find((candidate) => candidate.id === id);
    if (!key) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Whether `stored` is encrypted with the first key (else the CMS encrypts it again as it starts). */
  isCurrent(stored: string): boolean {
    const parts = stored.split('.');
    return parts.length === 5 && parts[0] === FORMAT && parts[1] === this.keys[0].id;
  }
}

/** Whether `stored` is in the encrypted format at all (a secret stored before encryption is not). */
export const isEncryptedSecret = (stored: string): boolean => stored.startsWith(`${FORMAT}.`);
