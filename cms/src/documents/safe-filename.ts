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

/** Characters never kept in a download's name: controls, bidi overrides, quotes, path and shell separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"'`\\/:*?<>|;%=]+/g;

/**
 * The Content-Disposition of a download, named after what the uploader typed ("Account Opening Form" and `.pdf` →
 * `attachment; filename="account-opening-form.pdf"`), not the stored name. RFC 6266: a plain ASCII `filename` every
 * client reads, plus `filename*` (RFC 8187, UTF-8, percent-encoded) when the typed name has letters ASCII lacks
 * ("Formulaire d'ouverture" keeps its letters there; Arabic script too). Nothing typed can end the header or add one:
 * CR, LF and quotes never reach it, and `filename*` is percent-encoded.
 */
export function downloadDisposition(typedTitle: string, extension: string, fallback = 'download'): string {
  const ext = /^\.[A-Za-z0-9]{1,10}$/.test(extension) ? extension.toLowerCase() : '';
  // A typed slash is a word break here, not a folder (toSafeStoredName keeps a path's last part).
  const ascii = toSafeStoredName(`${typedTitle.replace(/[\\/]/g, ' ')}${ext}`, fallback).toLowerCase();
  const words = typedTitle
    .normalize('NFC')
    .replace(UNSAFE_IN_NAME, ' ')
    .trim()
    .replace(/[\s.]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLocaleLowerCase()
    .slice(0, 150);
  const unicode = words ? `${words}${ext}` : ascii;
  const header = `attachment; filename="${ascii}"`;
  if (unicode === ascii) return header;
  const encoded = encodeURIComponent(unicode).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${header}; filename*=UTF-8''${encoded}`;
}
