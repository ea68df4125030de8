'use client';

import { useState } from 'react';
import { byDistance, directionsUrl, formatKm, type Point } from '@/lib/shared/distance';

/** A place "Near me" can list: a branch or an ATM, with its place on the map when the CMS has one. */
export type NearbyPlace = { id: string; name: string; detail: string; latitude: number | null; longitude: number | null };

type Found =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'located'; from: Point }
  | { state: 'refused' | 'unavailable' | 'unsupported' };

/** Wait for a first fix this long; a phone indoors may take a while. */
const LOCATE_TIMEOUT_MS = 20_000;

/** Why there is no list by distance, in the visitor's words. */
function whyNot(state: 'refused' | 'unavailable' | 'unsupported', plural: string): string {
  const usual = `so the ${plural} are listed in their usual order below.`;
  if (state === 'refused') return `You did not allow this site to see your location, ${usual}`;
  if (state === 'unsupported') return `Your browser cannot share your location, ${usual}`;
  return `Your location could not be found (no signal, or it took too long), ${usual}`;
}

/**
 * "Near me": asks the browser for the visitor's location only when the button is pressed, then lists the places
 * nearest first with their distance and an OpenStreetMap directions link (no map is loaded). A visitor who refuses,
 * or whose browser has no location, keeps the usual list and is told why. The location never leaves the browser.
 */
export default function NearMe({ places, plural }: { places: NearbyPlace[]; plural: string }) {
  const [found, setFound] = useState<Found>({ state: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setFound({ state: 'unsupported' });
      return;
    }
    setFound({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setFound({ state: 'located', from: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setFound({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  const nearest = found.state === 'located' ? byDistance(found.from, places) : [];
  return (
    <section aria-labelledby="near-me-heading" className="card p-5">
      <h2 id="near-me-heading" className="text-lg font-semibold text-brand-dark">
        Near me
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Find the {plural} nearest to you. Your browser asks before it shares your location, which stays on your device.
      </p>
      <button
        type="button"
        onClick={locate}
        disabled={found.state === 'locating'}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        {found.state === 'locating' ? 'Finding your location…' : `Show ${plural} near me`}
      </button>
      <div aria-live="polite" className="mt-3">
        {found.state === 'refused' || found.state === 'unavailable' || found.state === 'unsupported' ? (
          <p className="text-sm text-slate-800">{whyNot(found.state, plural)}</p>
        ) : null}
        {found.state === 'located' ? (
          <>
            <p className="text-sm text-slate-800">
              {nearest.length > 0
                ? `Nearest first, as the crow flies from where you are:`
                : `None of the ${plural} has a place on the map yet; they are listed in their usual order below.`}
            </p>
            <ol className="mt-2 divide-y divide-slate-200" aria-label={`${plural} by distance`}>
              {nearest.map(({ place, km }) => (
                <li key={place.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold text-slate-900">{place.name}</span>
                    <span className="block text-sm text-slate-600">{place.detail}</span>
                  </span>
                  <span className="flex items-baseline gap-3 text-sm">
                    <span className="font-semibold text-slate-800" data-distance="">
                      {formatKm(km)}
                    </span>
                    <a
                      href={directionsUrl(found.from, {
                        latitude: place.latitude ?? 0,
                        longitude: place.longitude ?? 0,
                      })}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand underline underline-offset-2"
                      aria-label={`Directions to ${place.name} (OpenStreetMap, opens in a new tab)`}
                    >
                      Directions
                    </a>
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </section>
  );
}
