'use client';

import { useEffect, useState } from 'react';
import type { OpeningInterval } from '@bank/contract';
import { isOpen, placeStatus, statusText, type Closure, type WithoutHours } from '@/lib/opening-hours';

/** How often the text is recomputed in the browser: well within the minute the issue asks for. */
const REFRESH_MS = 15_000;

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
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const status = placeStatus(hours, closures, now, { withoutHours });
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
