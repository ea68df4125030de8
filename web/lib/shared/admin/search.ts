/**
 * The staff lists' search: client-side, because the lists are small (a few dozen news items, forms and
 * images; the whole list is already on the page). Every word of the query must appear in one of the fields, in any
 * case and with or without accents ("ecole" finds "École").
 */
const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en');

export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(fields.filter((field): field is string => typeof field === 'string').join(' \n '));
  return words.every((word) => haystack.includes(word));
}
