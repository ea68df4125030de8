const MAX_STORED_NAME_LENGTH = 200;
const STORED_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/**
 * Whether a requested download name could be one of ours; checked before any
 * catalogue lookup so paths ("../", "/etc/") and hidden files never get near the disk.
 */
export function isSafeStoredName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_STORED_NAME_LENGTH &&
    STORED_NAME_CHARACTERS.test(name) &&
    !name.startsWith('.') &&
    !name.includes('..')
  );
}
