/** An anchor id for a heading, e.g. 'Loans & Mortgages' → 'loans-and-mortgages'. */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFD')
      // Accents off (French headings: "Hameçonnage" → "hameconnage").
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
