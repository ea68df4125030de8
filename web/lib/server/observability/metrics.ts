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
  /** A counter in this registry; by `labelNames` when given (none: prom-client's own default, no labels). */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: "Time to answer a request, by route (Next's page or route pattern, never the raw path), method and status",
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    revalidationsReceived: counter(
      'site_revalidations_received_total',
      'Change notices received at /api/revalidate: from the CMS, or local (start-up, relayed from another instance)',
      ['source'],
    ),
    revalidationsFannedOut: counter(
      'site_revalidations_fanned_out_total',
      'Change notices published on Redis for the other site instances, by outcome (published; unconfirmed: not every instance confirmed in time; failed)',
      ['outcome'],
    ),
    revalidationsFailed: counter(
      'site_revalidations_failed_total',
      'Pages a change notice could not regenerate (they kept their last good version)',
    ),
    isrRegenerations: counter('site_isr_regenerations_total', 'ISR page regenerations, by outcome (regenerated, failed)', [
      'outcome',
    ]),
    cmsErrors: counter('site_cms_errors_total', 'Calls to the CMS that failed, by kind (unreachable, timeout, status, invalid)', [
      'kind',
    ]),
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for('bank.site.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: SiteMetrics };

export const metrics: SiteMetrics = (holder[KEY] ??= createMetrics());
