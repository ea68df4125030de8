// Relative imports only: server/index.ts (compiled without Next's `@/` alias) loads this module too.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The site's Prometheus metrics (prom-client), served at GET /metrics by server/index.ts. Next's route handlers run
 * in Next's bundles, with their own copy of this module (and perhaps of prom-client): the one registry and its
 * metrics live on globalThis, so what a route handler counts is what /metrics shows.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: "Time to answer a request, by route (Next's page or route pattern, never the raw path), method and status",
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    revalidationsReceived: new Counter({
      name: 'site_revalidations_received_total',
      help: 'Change notices received at /api/revalidate: from the CMS, or local (start-up, relayed from another instance)',
      labelNames: ['source'] as const,
      registers,
    }),
    revalidationsFannedOut: new Counter({
      name: 'site_revalidations_fanned_out_total',
      help: 'Change notices published on Redis for the other site instances, by outcome (published; unconfirmed: not every instance confirmed in time; failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    revalidationsFailed: new Counter({
      name: 'site_revalidations_failed_total',
      help: 'Pages a change notice could not regenerate (they kept their last good version)',
      registers,
    }),
    isrRegenerations: new Counter({
      name: 'site_isr_regenerations_total',
      help: 'ISR page regenerations, by outcome (regenerated, failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    cmsErrors: new Counter({
      name: 'site_cms_errors_total',
      help: 'Calls to the CMS that failed, by kind (unreachable, timeout, status, invalid)',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for('bank.site.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: SiteMetrics };

export const metrics: SiteMetrics = (holder[KEY] ??= createMetrics());
