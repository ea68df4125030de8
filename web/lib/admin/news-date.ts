const newsDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A news item's date as staff read it ("1 May 2024"); an unparsable value is shown as stored. */
export function formatNewsDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : newsDateFormat.format(time);
}
