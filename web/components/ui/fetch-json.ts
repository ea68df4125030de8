import { ContractError, parseAnswer, type Infer, type Schema } from '@bank/shared';
import { SiteError, UNEXPECTED_ANSWER } from '@/lib/shared/site-error';

/**
 * Checks an answer of the site's /api against its schema of the contract (@bank/shared). A mismatch is logged with
 * the offending fields (zod's issue paths, e.g. `[2].status`) and thrown as a short error for the screen: bad data is
 * refused, never shown relabelled.
 */
export function checkedAnswer<S extends Schema>(schema: S, body: unknown, what: string): Infer<S> {
  try {
    return parseAnswer(schema, body, what);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    console.error(`[contract] ${error.message}`);
    throw new SiteError('off-contract', UNEXPECTED_ANSWER, null, { cause: error });
  }
}

/**
 * SWR fetcher for the site's own /api lists (JSON content type header as the spec's calls send it), checked against
 * the list's schema: `fetcherOf(AtmList)`.
 */
export function fetcherOf<S extends Schema>(schema: S): (url: string) => Promise<Infer<S>> {
  return async (url) => {
    const response = await fetch(url, { headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
    if (!response.ok) throw new SiteError('status', `HTTP ${response.status}`, response.status);
    return checkedAnswer(schema, await response.json(), `GET ${url}`);
  };
}

/**
 * SWR options of the islands on the pages the service worker keeps for use offline (config/offline.ts): while the
 * browser is offline they do not refetch, so the page keeps the data it was served with (the offline notice says how
 * old) instead of replacing it with an error; SWR refetches when the network returns.
 */
export const keptOffline = { isPaused: () => typeof navigator !== 'undefined' && navigator.onLine === false };
