import { randomBytes } from 'crypto';
import { isEncryptedSecret, TwoFactorKeys } from '../../src/staff-auth/two-factor-secret';

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const key = () => randomBytes(32).toString('base64url');

describe('two-factor secrets at rest', () => {
  it('encrypts a secret so that the stored text holds no trace of it, differently each time, and decrypts it back', () => {
    const keys = TwoFactorKeys.parse(key());
    const stored = keys.encrypt(SECRET, 7);
    expect(stored).toMatch(/^tfa1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored).not.toContain(SECRET);
    expect(Buffer.from(stored.split('.')[3], 'base64url').toString('latin1')).not.toContain(SECRET.slice(0, 8));
    expect(keys.encrypt(SECRET, 7)).not.toBe(stored);
    expect(isEncryptedSecret(stored)).toBe(true);
    expect(keys.decrypt(stored, 7)).toBe(SECRET);
  });

  it('decrypts nothing for another account, an altered text, another key or a secret in clear', () => {
    const keys = TwoFactorKeys.parse(key());
    const stored = keys.encrypt(SECRET, 7);
    expect(keys.decrypt(stored, 8)).toBeNull();
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(keys.decrypt([...parts.slice(0, 3), flipped.toString('base64url'), parts[4]].join('.'), 7)).toBeNull();
    expect(keys.decrypt([...parts.slice(0, 4), 'AAAA'].join('.'), 7)).toBeNull();
    expect(TwoFactorKeys.parse(key()).decrypt(stored, 7)).toBeNull();
    expect(keys.decrypt(SECRET, 7)).toBeNull();
    expect(isEncryptedSecret(SECRET)).toBe(false);
  });

  it('rotates: the first key encrypts, every key decrypts, and says what is not under the first', () => {
    const [oldKey, newKey] = [key(), randomBytes(32).toString('hex')];
    const before = TwoFactorKeys.parse(oldKey);
    const stored = before.encrypt(SECRET, 3);
    const rotated = TwoFactorKeys.parse(` ${newKey} , ${oldKey} `);
    expect(rotated.decrypt(stored, 3)).toBe(SECRET);
    expect(rotated.isCurrent(stored)).toBe(false);
    const again = rotated.encrypt(SECRET, 3);
    expect(rotated.isCurrent(again)).toBe(true);
    expect(TwoFactorKeys.parse(newKey).decrypt(again, 3)).toBe(SECRET);
    expect(before.decrypt(again, 3)).toBeNull();
  });

  it('refuses a missing or malformed key in words, without quoting it', () => {
    expect(() => TwoFactorKeys.parse('')).toThrow(/^TWO_FACTOR_KEY is required/);
    expect(() => TwoFactorKeys.parse(' , ')).toThrow(/^TWO_FACTOR_KEY is required/);
    const short = randomBytes(16).toString('base64url');
    expect(() => TwoFactorKeys.parse(`${key()},${short}`)).toThrow('TWO_FACTOR_KEY: key 2 of 2 is not 32 bytes');
    try {
      TwoFactorKeys.parse(short);
    } catch (error) {
      expect((error as Error).message).not.toContain(short);
    }
    expect(() => TwoFactorKeys.parse('not a key at all!')).toThrow('key 1 of 1');
  });
});
