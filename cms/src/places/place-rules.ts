/**
 * The rules for a branch's or an ATM's location, opening hours, closures and facilities, checked when
 * an editor saves in the panel or anything writes through the document service (places/place-checks.ts). Pure code:
 * each check returns the first problem in the words an editor understands, or null.
 *
 * The schema already refuses a time that is not HH:MM and a coordinate outside The Gambia; these are the rules one
 * field cannot express.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Latitude and longitude The Gambia spans (with a margin): a place outside is a typo (a swapped pair, a lost sign). */
export const GAMBIA_BOUNDS = { latitude: { min: 13.0, max: 13.9 }, longitude: { min: -16.9, max: -13.7 } } as const;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight of an HH:MM time (24:00 is the end of the day), or null when it is not one. */
export function minutesOf(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  return hours * 60 + minutes;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const dayName = (weekday: string) => weekday.charAt(0).toUpperCase() + weekday.slice(1);

/** Each interval HH:MM with opening before closing, and no two intervals of one weekday overlapping. */
export function openingHoursProblem(intervals: unknown): string | null {
  if (intervals === undefined || intervals === null) return null;
  if (!Array.isArray(intervals)) return 'Opening hours must be a list of weekday, opens and closes.';
  const byDay = new Map<string, Array<{ opens: number; closes: number; text: string }>>();
  for (const item of intervals) {
    const { weekday, opens, closes } = fieldsOf(item);
    if (typeof weekday !== 'string' || !(WEEKDAYS as readonly string[]).includes(weekday)) {
      return `Opening hours: the weekday must be one of ${WEEKDAYS.join(', ')}.`;
    }
    const from = minutesOf(opens);
    const to = minutesOf(closes);
    if (from === null || from === 24 * 60 || to === null) {
      return `Opening hours on ${dayName(weekday)}: write times as HH:MM on the 24-hour clock, e.g. 08:00 and 16:00.`;
    }
    if (from >= to) {
      return `Opening hours on ${dayName(weekday)}: it must open before it closes (${String(opens)}–${String(closes)}).`;
    }
    const day = byDay.get(weekday) ?? [];
    const clash = day.find((other) => from < other.closes && other.opens < to);
    if (clash) {
      return `Opening hours on ${dayName(weekday)}: ${String(opens)}–${String(closes)} overlaps ${clash.text}.`;
    }
    day.push({ opens: from, closes: to, text: `${String(opens)}–${String(closes)}` });
    byDay.set(weekday, day);
  }
  return null;
}

/** One closure per date, each with a reason. */
export function closuresProblem(closures: unknown): string | null {
  if (closures === undefined || closures === null) return null;
  if (!Array.isArray(closures)) return 'Closures must be a list of dates and reasons.';
  const seen = new Set<string>();
  for (const item of closures) {
    const { date, reason } = fieldsOf(item);
    const day = typeof date === 'string' ? date.slice(0, 10) : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return 'Closures: each needs a date.';
    }
    if (typeof reason !== 'string' || !reason.trim())
      return `Closure on ${day}: give the reason visitors read (e.g. "Independence Day").`;
    if (seen.has(day)) return `Closures: ${day} is listed twice.`;
    seen.add(day);
  }
  return null;
}

/** Each facility listed once. */
export function facilitiesProblem(facilities: unknown): string | null {
  if (facilities === undefined || facilities === null) return null;
  if (!Array.isArray(facilities)) return 'Facilities must be a list.';
  const seen = new Set<unknown>();
  for (const item of facilities) {
    const { facility } = fieldsOf(item);
    if (seen.has(facility)) return `Facilities: ${String(facility)} is listed twice.`;
    seen.add(facility);
  }
  return null;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Latitude and longitude come together (a place with one of them cannot be found), inside The Gambia. */
export function coordinatesProblem(latitude: unknown, longitude: unknown): string | null {
  if (!isSet(latitude) && !isSet(longitude)) return null;
  if (!isSet(latitude) || !isSet(longitude)) return 'Give both the latitude and the longitude, or neither.';
  const lat = Number(latitude);
  const lng = Number(longitude);
  const { latitude: la, longitude: lo } = GAMBIA_BOUNDS;
  if (!Number.isFinite(lat) || lat < la.min || lat > la.max) {
    return `The latitude must be between ${la.min} and ${la.max} (The Gambia), e.g. 13.4549 for Banjul.`;
  }
  if (!Number.isFinite(lng) || lng < lo.min || lng > lo.max) {
    return `The longitude must be between ${lo.min} and ${lo.max} (The Gambia, west of Greenwich), e.g. -16.5790 for Banjul.`;
  }
  return null;
}
