/**
 * The scheduler of this CMS process (schedule.ts says what it does): a tick at start, so an action that came due while
 * the CMS was down runs at once, then one every `pollMs` (15 s: on time within a minute). Started and stopped by
 * src/index.ts.
 */
import type { Core } from '@strapi/strapi';
import { newOwner, runDueActions, type SchedulerContext } from './schedule';

export interface SchedulerConfig {
  pollMs: number;
  leaseMs: number;
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<unknown> = Promise.resolve();

export function startScheduler(strapi: Core.Strapi): void {
  const { pollMs, leaseMs } = strapi.config.get<SchedulerConfig>('bank.scheduler');
  const context: SchedulerContext = { strapi, owner: newOwner(), leaseMs };
  const tick = () => {
    running = runDueActions(context).catch((error: unknown) =>
      strapi.log.error(`Scheduler tick failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  tick();
  timer = setInterval(() => {
    // One tick at a time: a slow one (a site regenerating many pages) is not overlapped by the next.
    void running.then(tick);
  }, pollMs);
  timer.unref();
}

export async function stopScheduler(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
}
