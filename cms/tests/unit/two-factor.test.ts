import { generate } from 'otplib';
import { authenticatorUri, codeTimeStep, isSixDigitCode, newTwoFactorSecret } from '../../src/staff-auth/two-factor-code';

// RFC 6238's SHA-1 test secret ("12345678901234567890"), base32.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const NOW = 1_111_111_109;
const STEP = Math.floor(NOW / 30);

describe('two-factor codes', () => {
  it('takes the code of now, and of one step before or after, and says its step', async () => {
    // RFC 6238 appendix B: 07081804 at 1111111109 (8 digits); an app shows the last 6.
    expect(await generate({ secret: SECRET, epoch: NOW })).toBe('081804');
    expect(await codeTimeStep(SECRET, '081804', NOW)).toBe(STEP);
    expect(await codeTimeStep(SECRET, await generate({ secret: SECRET, epoch: NOW - 30 }), NOW)).toBe(STEP - 1);
    expect(await codeTimeStep(SECRET, await generate({ secret: SECRET, epoch: NOW + 30 }), NOW)).toBe(STEP + 1);
  });

  it('refuses a code two steps old, a wrong one, and anything but six digits', async () => {
    expect(await codeTimeStep(SECRET, await generate({ secret: SECRET, epoch: NOW - 60 }), NOW)).toBeNull();
    expect(await codeTimeStep(SECRET, '081805', NOW)).toBeNull();
    for (const code of ['81804', '0818040', '08180a', ' 081804', '']) {
      expect(isSixDigitCode(code)).toBe(false);
      expect(await codeTimeStep(SECRET, code, NOW)).toBeNull();
    }
  });

  it('makes a fresh 160-bit secret each time, and the otpauth address an app reads', () => {
    const secret = newTwoFactorSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTwoFactorSecret()).not.toBe(secret);
    const uri = new URL(authenticatorUri('fatou.jallow', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Trust Bank staff');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Trust Bank staff:fatou.jallow');
  });
});
