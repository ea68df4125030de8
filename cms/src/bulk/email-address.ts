/** RFC 5321 limits. */
const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
/**
 * Unquoted local part: letters, digits and the RFC 5322 "atext" symbols, dots
 * only between them. Quoted local parts, comments and display names are refused:
 * no real customer needs them and each is a way to smuggle a second address or a
 * header into the message.
 */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Host names only (no IP literals), with a letter top-level domain or an IDN "xn--" one. */
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A single customer address, trimmed and in lower case, or null. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const address = raw.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > MAX_LOCAL_PART_LENGTH) return null;
  return LOCAL_PART.test(local) && DOMAIN.test(domain) ? address : null;
}
