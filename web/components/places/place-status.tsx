'use client';

import { useSyncExternalStore } from 'react';
import type { OpeningInterval } from '@bank/shared';
import { isOpen, placeStatus, statusText, type Closure, type WithoutHours } from '@/lib/shared/opening-hours';

/** How often the clock is read in the browser: well within the minute the issue asks for. */
const REFRESH_MS = 15_000;
const MINUTE_MS = 60_000;

/** The start of the minute of `time`: opening hours change on the minute, and an unchanged minute renders nothing. */
const minuteOf = (time: number) => Math.floor(time / MINUTE_MS) * MINUTE_MS;

const subscribeToClock = (onTick: () => void) => {
  const timer = setInterval(onTick, REFRESH_MS);
  return () => clearInterval(timer);
};
const browserMinute = () => minuteOf(Date.now());

type PlaceStatusProps = {
  hours: OpeningInterval[];
  closures: Closure[];
  withoutHours: WithoutHours;
  /** When the server rendered the page (ISO): the first render says what the server said, so hydration matches. */
  renderedAt: string;
};

/**
 * "Open now · closes at 16:00", "Closed · opens Monday at 08:00" or "Closed today: <reason>" in The Gambia's time.
 * The server renders it for the moment the page was generated; in the browser it is recomputed at once and then every
 * few seconds, so a page left open, or served from the cache a while after it was generated, stays right. Two lines
 * are reserved, so a longer text never moves the page.
 */
export default function PlaceStatus({ hours, closures, withoutHours, renderedAt }: PlaceStatusProps) {
  // The server's minute while hydrating (so the markup matches), then the browser's.
  const minute = useSyncExternalStore(subscribeToClock, browserMinute, () => minuteOf(Date.parse(renderedAt)));
  const status = placeStatus(hours, closures, new Date(minute), { withoutHours });
  return (
    <span className="flex min-h-10 items-start gap-2 text-sm leading-5 font-semibold" data-place-status="">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${isOpen(status) ? 'bg-success' : 'bg-slate-400'}`}
      />
      <span className={isOpen(status) ? 'text-success' : 'text-slate-700'}>{statusText(status)}</span>
    </span>
  );
}
