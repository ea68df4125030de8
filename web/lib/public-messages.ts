/**
 * The texts of SPEC.md that the public pages' client components show. A module of its own (composed into
 * `messages` in messages.ts) so those components do not carry the whole catalogue, mostly staff-area texts, into
 * every public page's JavaScript.
 */
export const splashMessage = 'Loading...';

export const routingMessages = { title: 'Unexpected Application Error!' };

export const rateMessages = {
  loading: 'Loading rates...',
  failed: 'Failed to fetch exchange rates',
  errorPrefix: 'Error: ',
  empty: 'No rates available',
  retry: 'Retry',
};

export const atmMessages = {
  loading: 'Loading ATM data...',
  noMatch: 'No ATMs match your search',
  networkError: 'Network response was not ok',
  errorPrefix: 'Error: ',
  inService: 'In Service',
  outOfService: 'Out of Service',
  adminLoading: 'Loading ATMs...',
  adminEmpty: 'No ATMs available.',
  adminFailed: 'Failed to fetch ATM data',
  adminFetchError: (detail: string) => `Fetch error: ${detail}`,
  updateFailed: 'Failed to update ATM status',
};
