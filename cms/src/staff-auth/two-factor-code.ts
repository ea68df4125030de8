import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238, as every authenticator app makes them: SHA-1, 6 digits, 30 seconds), by
 * otplib. The CMS keeps one secret per staff account; the app on the staff member's phone keeps the same secret.
 */

/** The issuer an authenticator app shows beside the account name. */
const ISSUER = 'Trust Bank staff';
/** A code of the step before or after the server's clock is taken too: phones' clocks drift and people are slow. */
const TOLERANCE_SECONDS = 30;

const SIX_DIGITS = /^\d{6}$/;

/** A fresh random secret (20 bytes, base32, as authenticator apps expect it). */
export function newTwoFactorSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads (from a QR code or pasted) to add this account. */
export function authenticatorUri(username: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret });
}

/** Whether `code` looks like a code at all (six digits), before anything is checked. */
export function isSixDigitCode(code: string): boolean {
  return SIX_DIGITS.test(code);
}

/**
 * The time step of `code` when it is right for `secret` now (one step of tolerance either way), else null. The step
 * is what the caller remembers so that the same code, or an older one, is never taken again.
 */
export async function codeTimeStep(secret: string, code: string, nowSeconds?: number): Promise<number | null> {
  if (!isSixDigitCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(nowSeconds === undefined ? {} : { epoch: nowSeconds }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
