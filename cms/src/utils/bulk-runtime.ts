import type { Core } from '@strapi/strapi';
import { startBulkWorker, type BulkWorker, type BulkWorkerConfig } from './bulk-worker';

export type { EmailConfig } from './bulk-worker';

/** This CMS process's bulk worker (one per Strapi instance; started in bootstrap, stopped in destroy). */
let worker: BulkWorker | null = null;

export function startBulkSending(strapi: Core.Strapi): void {
  worker = startBulkWorker(strapi, strapi.config.get<BulkWorkerConfig>('bank.bulkWorker'));
}

export async function stopBulkSending(): Promise<void> {
  const stopping = worker;
  worker = null;
  await stopping?.stop();
}

/** A job was stored here: send it now rather than at the next poll. */
export function wakeBulkWorker(): void {
  worker?.wake();
}
