/** A loan product as an editor saves it in the panel (the "Loan product" component of "Loan terms"). */
export type SavedLoanProduct = {
  name?: unknown;
  minimum_amount?: unknown;
  maximum_amount?: unknown;
  minimum_months?: unknown;
  maximum_months?: unknown;
};

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * Why the loan products cannot be saved as they are, or null: each product's smallest amount and shortest term must
 * not exceed its largest (the calculator could quote nothing), and no two products may share a name (the visitor
 * chooses by name). The single fields' own rules (required, min, max) are Strapi's.
 */
export function loanTermsProblem(products: readonly SavedLoanProduct[]): string | null {
  const names = new Set<string>();
  for (const product of products) {
    const name = typeof product.name === 'string' ? product.name.trim() : '';
    const minimum = numberOf(product.minimum_amount);
    const maximum = numberOf(product.maximum_amount);
    if (minimum !== null && maximum !== null && minimum > maximum) {
      return `${name || 'A loan product'}: the smallest amount is more than the largest.`;
    }
    const shortest = numberOf(product.minimum_months);
    const longest = numberOf(product.maximum_months);
    if (shortest !== null && longest !== null && shortest > longest) {
      return `${name || 'A loan product'}: the shortest term is longer than the longest.`;
    }
    if (name && names.has(name.toLowerCase())) return `Two loan products are named "${name}".`;
    if (name) names.add(name.toLowerCase());
  }
  return null;
}
