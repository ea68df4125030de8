/**
 * Counts in the sentences staff read (bulk sending's answers, refusals and summaries), written one way everywhere:
 * the number grouped ('6,000'), the noun as English counts it (Intl.PluralRules: 1 → one, else other).
 */
const plural = new Intl.PluralRules('en-GB');
const grouped = new Intl.NumberFormat('en-GB');

export function formatCount(n: number): string {
  return grouped.format(n);
}

/** `n` and its noun: counted(1, 'e-mail', 'e-mails') → '1 e-mail'; counted(6000, …) → '6,000 e-mails'. */
export function counted(n: number, one: string, other: string): string {
  return `${formatCount(n)} ${plural.select(n) === 'one' ? one : other}`;
}
