import type { IncomingMessage } from 'node:http';
import { secretMatches } from '@bank/shared/server/secret-matches';
import { REVALIDATE_SECRET_HEADER } from '../lib/server/revalidation/protocol';

/**
 * Holds every request until a starting instance has regenerated its pages (or waited long enough), so no visitor gets
 * an answer older than the CMS's data. Only the regeneration's own calls go through at once: they carry the
 * revalidation secret, checked in constant time; a wrong one waits like any other request.
 */
export class WarmUpGate {
  private warm = false;
  private warming: Promise<void> = Promise.resolve();

  constructor(private readonly secret: string | null) {}

  /** Starts holding requests until `warmUp` settles or `timeoutMs` has passed. */
  start(warmUp: Promise<void>, timeoutMs: number): void {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
    this.warming = Promise.race([warmUp, timeout]).then(() => {
      this.warm = true;
    });
  }

  /** Done warming up (or waited long enough): what /_ready reports. */
  get isWarm(): boolean {
    return this.warm;
  }

  /** Settles when the warm-up is done (or waited long enough): the front port asks readiness again then. */
  whenWarm(): Promise<void> {
    return this.warming;
  }

  /** Settles when `request` may be answered. */
  async admit(request: IncomingMessage): Promise<void> {
    if (this.warm) return;
    const given = request.headers[REVALIDATE_SECRET_HEADER];
    if (typeof given === 'string' && secretMatches(given, this.secret)) return;
    await this.warming;
  }
}
