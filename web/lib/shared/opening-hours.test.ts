import type { OpeningInterval } from '@bank/shared';
import { hoursSummary, placeStatus, statusText, wallClock, weekHours, type Closure } from './opening-hours';

/** The seeded branch week: Monday to Thursday 08:00–16:00, Friday 08:00–12:30 (closed before Friday prayers). */
const BRANCH: OpeningInterval[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday'] as const).map((weekday) => ({ weekday, opens: '08:00', closes: '16:00' })),
  { weekday: 'friday', opens: '08:00', closes: '12:30' },
];
const HOLIDAYS: Closure[] = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2027-01-01', reason: "New Year's Day" },
  { date: '2027-02-18', reason: 'Independence Day' },
];

const at = (iso: string) => new Date(iso);
const branchText = (iso: string, hours = BRANCH, closures = HOLIDAYS) => statusText(placeStatus(hours, closures, at(iso)));

describe('placeStatus on a branch, in The Gambia (Africa/Banjul)', () => {
  it('is open during the day and says when it closes', () => {
    expect(branchText('2026-11-26T08:00:00Z')).toBe('Open now · closes at 16:00'); // Thursday, at opening
    expect(branchText('2026-11-26T15:59:00Z')).toBe('Open now · closes at 16:00');
  });

  it('is closed from the closing minute, and before opening says it opens today', () => {
    expect(branchText('2026-11-26T16:00:00Z')).toBe('Closed · opens tomorrow at 08:00');
    expect(branchText('2026-11-26T07:59:00Z')).toBe('Closed · opens today at 08:00');
  });

  it('keeps the Friday short day and opens on Monday across the weekend', () => {
    expect(branchText('2026-11-27T12:29:00Z')).toBe('Open now · closes at 12:30');
    expect(branchText('2026-11-27T12:30:00Z')).toBe('Closed · opens Monday at 08:00');
    expect(branchText('2026-11-28T10:00:00Z')).toBe('Closed · opens Monday at 08:00'); // Saturday
    expect(branchText('2026-11-29T23:59:00Z')).toBe('Closed · opens tomorrow at 08:00'); // Sunday, a minute to midnight
  });

  it('crosses midnight on the local calendar: 23:59 Sunday and 00:00 Monday', () => {
    expect(branchText('2026-11-30T00:00:00Z')).toBe('Closed · opens today at 08:00');
  });

  it('says "Closed today: <reason>" on a closure, all day, even in opening hours', () => {
    expect(branchText('2026-12-25T00:00:00Z')).toBe('Closed today: Christmas Day');
    expect(branchText('2026-12-25T10:00:00Z')).toBe('Closed today: Christmas Day');
    expect(branchText('2027-02-18T23:59:00Z')).toBe('Closed today: Independence Day'); // a Thursday
  });

  it('skips a holiday when naming the next opening, across the month and year end', () => {
    // Thursday 24 December after closing: Friday the 25th is Christmas, then the weekend: Monday 28 December.
    expect(branchText('2026-12-24T16:30:00Z')).toBe('Closed · opens Monday at 08:00');
    // Thursday 31 December after closing: Friday 1 January is New Year's Day, so Monday 4 January.
    expect(branchText('2026-12-31T17:00:00Z')).toBe('Closed · opens Monday at 08:00');
    // Wednesday 17 February 2027 after closing: Thursday the 18th is Independence Day, so Friday.
    expect(branchText('2027-02-17T16:00:00Z')).toBe('Closed · opens Friday at 08:00');
  });

  it('across the end of a month without a holiday (30 April 2026, a Thursday)', () => {
    expect(branchText('2026-04-30T18:00:00Z')).toBe('Closed · opens tomorrow at 08:00');
    expect(branchText('2026-05-01T09:00:00Z', BRANCH, [])).toBe('Open now · closes at 12:30');
  });

  it('names the date when the next opening is a week or more away', () => {
    const longClosure: Closure[] = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => ({
      date,
      reason: 'Renovation',
    }));
    expect(branchText('2026-11-27T13:00:00Z', BRANCH, longClosure)).toBe('Closed · opens Monday 7 December at 08:00');
  });

  it('handles a day with a break, and two stretches on one day', () => {
    const hours: OpeningInterval[] = [
      { weekday: 'friday', opens: '08:00', closes: '12:30' },
      { weekday: 'friday', opens: '14:30', closes: '16:00' },
    ];
    expect(branchText('2026-11-27T13:00:00Z', hours, [])).toBe('Closed · opens today at 14:30');
    expect(branchText('2026-11-27T15:00:00Z', hours, [])).toBe('Open now · closes at 16:00');
  });

  it('a branch without hours is closed, without a next opening', () => {
    expect(branchText('2026-11-26T10:00:00Z', [], [])).toBe('Closed');
  });

  it('reads the wall clock of the zone by name: another zone gives another answer', () => {
    // 07:30 UTC is 08:30 in Lagos (UTC+1): open there, not yet in Banjul.
    const now = at('2026-11-26T07:30:00Z');
    expect(statusText(placeStatus(BRANCH, [], now))).toBe('Closed · opens today at 08:00');
    expect(statusText(placeStatus(BRANCH, [], now, { timeZone: 'Africa/Lagos' }))).toBe('Open now · closes at 16:00');
    expect(wallClock(at('2026-12-31T23:59:00Z'))).toEqual({ day: Date.UTC(2026, 11, 31), minute: 23 * 60 + 59 });
    expect(wallClock(at('2027-01-01T00:00:00Z')).day).toBe(Date.UTC(2027, 0, 1));
  });

  it('a closure on the 29th of February of a leap year (2028) is matched on its date', () => {
    const leap: Closure[] = [{ date: '2028-02-29', reason: 'Leap day' }];
    expect(branchText('2028-02-29T10:00:00Z', BRANCH, leap)).toBe('Closed today: Leap day');
    expect(branchText('2028-02-28T17:00:00Z', BRANCH, leap)).toBe('Closed · opens Wednesday at 08:00');
  });
});

describe('placeStatus on an ATM', () => {
  it('without hours it is open 24 hours', () => {
    expect(statusText(placeStatus([], [], at('2026-11-29T03:00:00Z'), { withoutHours: 'always-open' }))).toBe('Open 24 hours');
  });

  it('with hours it opens and closes like a branch, and a stretch to midnight goes on into the next day', () => {
    const lobby: OpeningInterval[] = [
      { weekday: 'saturday', opens: '07:00', closes: '24:00' },
      { weekday: 'sunday', opens: '00:00', closes: '02:00' },
    ];
    const status = (iso: string) => statusText(placeStatus(lobby, [], at(iso), { withoutHours: 'always-open' }));
    expect(status('2026-11-28T23:00:00Z')).toBe('Open now · closes at 02:00');
    expect(status('2026-11-29T01:00:00Z')).toBe('Open now · closes at 02:00');
    expect(status('2026-11-29T02:00:00Z')).toBe('Closed · opens Saturday at 07:00');
  });

  it('hours that never end read as open 24 hours', () => {
    const always = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({
      weekday,
      opens: '00:00',
      closes: '24:00',
    }));
    expect(statusText(placeStatus(always, [], at('2026-11-26T12:00:00Z')))).toBe('Open 24 hours');
  });
});

describe('weekHours', () => {
  it('lists the week from Monday, each day with its stretches in order, an empty day closed', () => {
    const week = weekHours([
      { weekday: 'friday', opens: '14:30', closes: '16:00' },
      { weekday: 'friday', opens: '08:00', closes: '12:30' },
    ]);
    expect(week.map((day) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week[4].stretches).toEqual(['08:00–12:30', '14:30–16:00']);
    expect(week[0].stretches).toEqual([]);
  });
});

describe('hoursSummary', () => {
  it('puts consecutive days with the same hours on one line', () => {
    expect(hoursSummary(BRANCH)).toEqual(['Mon–Thu 08:00–16:00', 'Fri 08:00–12:30', 'Sat–Sun closed']);
    expect(hoursSummary([])).toEqual(['Mon–Sun closed']);
  });
});
