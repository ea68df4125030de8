import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The CMS's Prometheus metrics (prom-client), served at GET /metrics by the global::observability middleware.
 * One registry per process; bulk jobs by state are counted from the database at each scrape (every instance shows
 * the same, shared figure), the rest are this instance's counters since it started.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
const registers = [registry];

export const httpDuration = new Histogram({
  name: 'cms_http_request_duration_seconds',
  help: 'Time to answer a request, by route (the matched route pattern, never the raw path), method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const loginRefusals = new Counter({
  name: 'cms_login_refusals_total',
  help: 'Refused sign-ins, by login (staff, panel) and reason (invalid_credentials, throttled_pair, throttled_address)',
  labelNames: ['login', 'reason'] as const,
  registers,
});

export const bulkRecipients = new Counter({
  name: 'cms_bulk_recipients_total',
  help: 'Bulk recipients whose outcome was recorded, by channel and outcome (sent, failed, unknown)',
  labelNames: ['channel', 'outcome'] as const,
  registers,
});

export const providerLatency = new Histogram({
  name: 'cms_bulk_provider_call_duration_seconds',
  help: "Time of each call to a bulk provider (an Africa's Talking batch, one SMTP message), by channel and outcome",
  labelNames: ['channel', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
  registers,
});

/** Set by bootstrap: how to count the jobs by state (a query of the job table). */
let countJobs: (() => Promise<Record<string, number>>) | null = null;

export function countBulkJobsWith(counter: () => Promise<Record<string, number>>): void {
  countJobs = counter;
}

export const JOB_STATES = ['preparing', 'queued', 'sending', 'finished'] as const;

new Gauge({
  name: 'cms_bulk_jobs',
  help: 'Bulk jobs in the database, by state (preparing, queued, sending, finished)',
  labelNames: ['state'] as const,
  registers,
  async collect() {
    if (!countJobs) return;
    const counts = await countJobs();
    for (const state of JOB_STATES) this.set({ state }, counts[state] ?? 0);
  },
});
