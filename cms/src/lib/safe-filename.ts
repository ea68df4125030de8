const MAX_STORED_NAME_LENGTH = 200;
/** The one allow-list of download names: the download routes refuse anything else, and so does saving a Download. */
const STORED_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/** What an editor is told when a typed name would never download. */
export const SAFE_NAME_RULE =
  'may only use the letters A-Z and a-z, the digits 0-9, dots, hyphens and underscores ' +
  `(no spaces), must not start with a dot or contain "..", and may be at most ${MAX_STORED_NAME_LENGTH} characters long`;

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

/**
 * A download name made from an uploaded file's own name ("Account Opening (2024).pdf" → "Account-Opening-2024.pdf"):
 * accents dropped, every other run of refused characters a hyphen, the extension kept. `fallback` names a file whose
 * name has nothing usable left (e.g. all Arabic script).
 */
export function toSafeStoredName(original: string, fallback = 'download'): string {
  const base = (original.split(/[\\/]/).pop() ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(base);
  const clean = (part: string) =>
    part
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '');
  const suffix = extension ? `.${extension[1].toLowerCase()}` : '';
  const stem = clean(extension ? base.slice(0, extension.index) : base) || clean(fallback) || 'download';
  return `${stem.slice(0, MAX_STORED_NAME_LENGTH - suffix.length).replace(/[-_]+$/, '')}${suffix}`;
}
