/** `text` as a regular expression that matches it literally (a title or an address inside a larger pattern). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
