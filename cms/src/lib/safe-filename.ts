import { randomBytes } from 'node:crypto';
import { EXTENSION, type DetectedType } from './file-type';

const MAX_PREFIX_LENGTH = 40;
const MAX_STORED_NAME_LENGTH = 200;
const STORED_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/**
 * The name a form or report is stored and downloaded under: never the uploader's
 * name, so it cannot carry a path, a misleading extension or a clash with another
 * file. The extension comes from the detected content.
 */
export function storedName(prefix: string, type: DetectedType): string {
  const safePrefix =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, MAX_PREFIX_LENGTH)
      .replace(/^-|-$/g, '') || 'file';
  return `${safePrefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}${EXTENSION[type]}`;
}

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
