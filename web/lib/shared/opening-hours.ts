/**
 * Whether a branch or an ATM is open, in The Gambia's time: "Open now · closes at 16:00",
 * "Closed · opens Monday at 08:00", "Closed today: Independence Day". Pure code, shared by the server-rendered page
 * and the island that keeps the text current in the browser (components/places/place-status.tsx).
 *
 * The wall-clock time comes from Intl with the zone's name (Africa/Banjul, GMT without daylight saving today), never
 * from an assumed offset. Days are then counted on the calendar (UTC date arithmetic on the local date), so month and
 * year ends and leap days need no care of their own.
 */
import type { OpeningInterval, Weekday } from '@bank/shared';

export const BANK_TIME_ZONE = 'Africa/Banjul';

/** A day the place is closed, with the reason visitors read. */
export type Closure = { date: string; reason: string };

/** Sunday first, as `Date.getUTCDay()` counts. */
const WEEKDAY_BY_INDEX: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_MINUTES = 24 * 60;

export type PlaceStatus =
  /** Open around the clock (an ATM without hours, or hours that never end). */
  | { kind: 'always-open' }
  | { kind: 'open'; closesAt: string }
  | { kind: 'closed-today'; reason: string }
  /** `opens` null: no opening in the next weeks (no hours at all, or closed for longer). */
  | { kind: 'closed'; opens: { day: string; at: string } | null };

/** What a place without any hours is: an ATM is open around the clock, a branch without hours is closed. */
export type WithoutHours = 'always-open' | 'closed';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (UTC midnight of it, for day arithmetic) and the minute of the day at `now` in `timeZone`. */
export function wallClock(now: Date, timeZone: string = BANK_TIME_ZONE): { day: number; minute: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);
const weekdayOf = (day: number): Weekday => WEEKDAY_BY_INDEX[new Date(day).getUTCDay()];

/** Minutes since midnight of HH:MM (24:00 the end of the day); null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= DAY_MINUTES ? minutes : null;
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Stretch = { opens: number; closes: number };

/** The day's opening stretches, earliest first; none on a closure date. */
function stretchesOn(day: number, hours: readonly OpeningInterval[], closed: ReadonlyMap<string, string>): Stretch[] {
  if (closed.has(isoDay(day))) return [];
  const weekday = weekdayOf(day);
  const stretches: Stretch[] = [];
  for (const interval of hours) {
    if (interval.weekday !== weekday) continue;
    const opens = minutesOf(interval.opens);
    const closes = minutesOf(interval.closes);
    if (opens !== null && closes !== null && opens < closes) stretches.push({ opens, closes });
  }
  return stretches.sort((a, b) => a.opens - b.opens);
}

/** How far ahead the next opening is looked for: two weeks covers a long holiday and the days around it. */
const LOOK_AHEAD_DAYS = 14;

/** The place's status at `now`. Closures apply to branches; an ATM has none. */
export function placeStatus(
  hours: readonly OpeningInterval[],
  closures: readonly Closure[],
  now: Date,
  { withoutHours = 'closed', timeZone = BANK_TIME_ZONE }: { withoutHours?: WithoutHours; timeZone?: string } = {},
): PlaceStatus {
  if (hours.length === 0 && withoutHours === 'always-open') return { kind: 'always-open' };
  const closed = new Map(closures.map((closure) => [closure.date.slice(0, 10), closure.reason]));
  const { day: today, minute } = wallClock(now, timeZone);

  const current = stretchesOn(today, hours, closed).find((s) => s.opens <= minute && minute < s.closes);
  if (current) {
    // A stretch running to midnight may go on the next day (00:00): follow it to where it really ends.
    let { closes } = current;
    let day = today;
    for (let n = 0; closes === DAY_MINUTES && n <= LOOK_AHEAD_DAYS; n += 1) {
      day += DAY_MS;
      const next = stretchesOn(day, hours, closed).find((s) => s.opens === 0);
      if (!next) break;
      closes = next.closes;
    }
    if (closes === DAY_MINUTES && day - today > LOOK_AHEAD_DAYS * DAY_MS) return { kind: 'always-open' };
    return { kind: 'open', closesAt: closes === DAY_MINUTES ? 'midnight' : clockOf(closes) };
  }

  const reason = closed.get(isoDay(today));
  if (reason !== undefined) return { kind: 'closed-today', reason };

  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = today + offset * DAY_MS;
    const next = stretchesOn(day, hours, closed).find((s) => offset > 0 || s.opens > minute);
    if (next) return { kind: 'closed', opens: { day: dayWords(day, offset), at: clockOf(next.opens) } };
  }
  return { kind: 'closed', opens: null };
}

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekdayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** today, tomorrow, the weekday within the week, or the weekday and date beyond it. */
function dayWords(day: number, offset: number): string {
  if (offset === 0) return 'today';
  if (offset === 1) return 'tomorrow';
  return offset < 7 ? weekdayName.format(day) : longDate.format(day);
}

/** The status as visitors read it. */
export function statusText(status: PlaceStatus): string {
  switch (status.kind) {
    case 'always-open':
      return 'Open 24 hours';
    case 'open':
      return `Open now · closes at ${status.closesAt}`;
    case 'closed-today':
      return `Closed today: ${status.reason}`;
    case 'closed':
      return status.opens ? `Closed · opens ${status.opens.day} at ${status.opens.at}` : 'Closed';
  }
}

/** Whether the status means the place is open (the badge's colour). */
export const isOpen = (status: PlaceStatus) => status.kind === 'open' || status.kind === 'always-open';

const WEEKDAY_ORDER: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The week's hours for a table: each weekday with its stretches ("08:00–16:00") or none (closed). */
export function weekHours(hours: readonly OpeningInterval[]): Array<{ weekday: Weekday; stretches: string[] }> {
  return WEEKDAY_ORDER.map((weekday) => ({
    weekday,
    stretches: hours
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((interval) => `${interval.opens}–${interval.closes}`),
  }));
}

const SHORT_DAY: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** The week in short lines, consecutive days with the same hours together: "Mon–Thu 08:00–16:00", "Sat–Sun closed". */
export function hoursSummary(hours: readonly OpeningInterval[]): string[] {
  const lines: Array<{ first: Weekday; last: Weekday; text: string }> = [];
  for (const { weekday, stretches } of weekHours(hours)) {
    const text = stretches.length ? stretches.join(', ') : 'closed';
    const previous = lines.at(-1);
    if (previous && previous.text === text) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, text });
  }
  return lines.map(({ first, last, text }) => `${SHORT_DAY[first]}${first === last ? '' : `–${SHORT_DAY[last]}`} ${text}`);
}
