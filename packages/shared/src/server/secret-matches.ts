import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret someone sent (a header, a path segment) with the one configured, in constant time: both are
 * hashed first, so neither their content nor their lengths leak through timing. A missing or empty side never matches.
 */
export function secretMatches(given: unknown, expected: string | null | undefined): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
