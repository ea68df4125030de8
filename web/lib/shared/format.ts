import type { SiteLocale } from './site-locale';

/** Display formatting shared by pages and widgets. Dates are shown for The Gambia (GMT, no daylight saving). */

const dateFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Banjul',
});

/** '2025-03-10T09:30:00.000Z' or '2025-03-10' → '10 March 2025'; an unreadable value is shown as given. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormatter.format(date);
}

/** The machine-readable form for <time dateTime>: the calendar date in The Gambia. */
export function isoDate(value: string): string | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const plural = new Intl.PluralRules('en-GB');

/** `one` or `other` as English counts `n` (Intl.PluralRules): 1 → 'month', 12 → 'months'. */
export function pluralWord(n: number, one: string, other: string): string {
  return plural.select(n) === 'one' ? one : other;
}

/** 1 → '1 result', 1234 → '1,234 results': the count and its word. */
export function countOf(n: number, one: string, other: string): string {
  return `${n.toLocaleString('en-GB')} ${pluralWord(n, one, other)}`;
}

/** An exchange rate with two to four decimals: 71.25, 0.6512 (in French 71,25). */
export function formatRate(value: number, locale: SiteLocale = 'en'): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** Newest first by an ISO date field; entries with unreadable dates go last. */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => {
    const t = new Date(dateOf(item)).getTime();
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
