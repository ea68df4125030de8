import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Customers' numbers are Gambian unless written with a country code. */
const HOME_COUNTRY = 'GM';
/** Digits, spaces and the usual separators; anything else (letters, "ext.") is not a plain number. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MAX_LENGTH = 32;

/**
 * A customer's phone number in E.164 (+2207012345), or null when it is not a
 * valid number. Excel often stores numbers as numbers (7012345), so those are
 * accepted too. The full metadata ("max") is used so validity is checked per
 * number range, not just by length.
 */
export function normalizePhone(raw: unknown): string | null {
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw) || raw <= 0) return null;
    text = String(raw);
  } else if (typeof raw === 'string') {
    text = raw.trim();
  } else {
    return null;
  }
  if (text.length === 0 || text.length > MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, HOME_COUNTRY);
  return phone !== undefined && phone.isValid() ? phone.number : null;
}
