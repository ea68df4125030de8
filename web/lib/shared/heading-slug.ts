/** An anchor id for a heading, e.g. 'Loans & Mortgages' → 'loans-and-mortgages'. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
