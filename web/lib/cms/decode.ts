/**
 * Helpers of the editorial decoders (./editorial.ts): lenient per field (a missing optional value becomes null or an
 * empty string, ids may arrive as numbers) but strict on shape, so a broken answer never renders as an empty page
 * silently. The calls of the spec (news, rates, ATMs, gallery, documents, deposit terms) are parsed with the
 * contract's schemas instead (@bank/contract, ./index.ts).
 */

export class CmsShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsShapeError';
  }
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function optionalText(value: unknown): string | null {
  const result = text(value).trim();
  return result === '' ? null : result;
}
