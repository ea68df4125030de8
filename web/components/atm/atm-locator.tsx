'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { AtmList } from '@bank/shared';
import { fetcherOf, keptOffline } from '@/components/ui/fetch-json';
import { failedWith } from '@/lib/shared/site-error';
import { filterAtms } from '@/lib/shared/atm-filter';
import { atmMessages } from '@/lib/shared/public-messages';
import type { Atm } from '@/lib/shared/cms-types';
import PlaceStatus from '@/components/places/place-status';

const fetchAtms = fetcherOf(AtmList);

function errorText(error: unknown): string {
  const message = failedWith(error, 'status') ? atmMessages.networkError : error instanceof Error ? error.message : String(error);
  return `${atmMessages.errorPrefix}${message}`;
}

/**
 * The ATM locator: live status from /api/atm-status, filtered by a branch search on the location. An ATM in service
 * also says whether it is open now: open 24 hours unless the CMS gives it opening hours (one inside a building).
 * `renderedAt`: when the server rendered the page, so the open-now line hydrates with the server's text.
 */
export default function AtmLocator({ initialAtms, renderedAt }: { initialAtms?: Atm[] | null; renderedAt?: string }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // A visitor who typed into the server-rendered box before this island started: the box may keep the typed text
  // while the state starts from '', so the list would stay unfiltered. Take the text over once started.
  useEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);
  const { data, error } = useSWR<Atm[]>('/api/atm-status', fetchAtms, {
    fallbackData: initialAtms ?? undefined,
    ...keptOffline,
  });

  let body: ReactNode;
  if (error) {
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-danger">
        {errorText(error)}
      </p>
    );
  } else if (!data) {
    body = (
      <p role="status" className="py-6 text-slate-600">
        {atmMessages.loading}
      </p>
    );
  } else {
    const matches = filterAtms(data, query);
    body =
      matches.length === 0 ? (
        <p className="py-6 text-slate-600">{atmMessages.noMatch}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2">
          {matches.map((atm) => {
            const inService = atm.status === 'in-service';
            return (
              <li key={atm.id || atm.location} className="card flex items-start justify-between gap-4 p-5">
                <div className="flex min-w-0 items-start gap-3">
                  <span
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand"
                    aria-hidden="true"
                  >
                    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                      <rect x="3" y="4" width="18" height="12" rx="2" />
                      <path d="M7 20h10M12 16v4M7 8h10" />
                    </svg>
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-800">{atm.location}</p>
                    {inService && renderedAt ? (
                      <p className="mt-1">
                        <PlaceStatus
                          hours={atm.opening_hours ?? []}
                          closures={[]}
                          withoutHours="always-open"
                          renderedAt={renderedAt}
                        />
                      </p>
                    ) : null}
                  </div>
                </div>
                <span
                  className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold text-white ${inService ? 'bg-success' : 'bg-danger'}`}
                >
                  {inService ? atmMessages.inService : atmMessages.outOfService}
                </span>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
        Search for a branch
      </label>
      <div className="relative mt-2">
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={searchBox}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. Serrekunda"
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white py-3 pr-4 pl-10 text-slate-800 shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
        />
      </div>
      <div className="mt-6" aria-live="polite">
        {body}
      </div>
    </div>
  );
}
