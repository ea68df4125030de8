import type { Core } from '@strapi/strapi';
import { redactCredentials } from '@bank/shared/text/redact';

const WARNING_INTERVAL_MS = 60_000;
/**
 * How long the pages' regeneration may hold a change's answer, counted from the notice: the site regenerates in
 * about 0.1 s, so an idle site's pages are fresh too when a staff write answers; a slow one's go on after it.
 */
const WAIT_FOR_PAGES_MS = 1000;
/** The site is still told after the answer: it may take this long to regenerate pages while the CMS is slow. */
const SITE_TIMEOUT_MS = 20_000;
const ACTIONS_THAT_CHANGE_CONTENT = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
/** The site's two-phase answer (web/app/api/revalidate/route.ts): a JSON line per phase. */
const TWO_PHASE_TYPE = 'application/x-ndjson';

interface RevalidateConfig {
  url: string;
  secret: string;
  /** The safety net: a site that has not confirmed the reads are expired by then is logged as an error. */
  waitMs: number;
}

/** The site's first line: how many of its instances confirmed their cached reads are expired. */
interface InvalidatedLine {
  phase?: string;
  instances?: { expected: number; reached: number };
}

/**
 * Reads the site's answer: `invalidated` settles at its first line (the cached reads are expired on every instance),
 * `finished` at its end. A site that answers one JSON object (no phases) settles both at its end.
 */
function phasesOf(response: Response): { invalidated: Promise<InvalidatedLine | null>; finished: Promise<void> } {
  let markInvalidated: (line: InvalidatedLine | null) => void = () => {};
  const invalidated = new Promise<InvalidatedLine | null>((resolve) => (markInvalidated = resolve));
  const finished = (async () => {
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        text += decoder.decode(chunk.value, { stream: true });
        const end = text.indexOf('\n');
        if (end >= 0) markInvalidated(parsed(text.slice(0, end)));
      }
    } finally {
      markInvalidated(parsed(text.split('\n')[0]));
    }
  })();
  return { invalidated, finished };
}

function parsed(line: string): InvalidatedLine | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as InvalidatedLine) : null;
  } catch {
    return null;
  }
}

const after = (ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, ms))));
  return { elapsed, clear: () => clearTimeout(timer) };
};

/**
 * The owner of revalidation: a document-service hook (strapi.documents.use, not a Strapi webhook: the panel's
 * Webhooks settings page lists none), so every create, update, delete, publish and unpublish of an api:: type is
 * told to the site, whichever way it came: the panel, the CMS's /api, or the site's /api proxy, which no longer
 * revalidates itself. The site's /api/revalidate (web/lib/server/revalidation/) answers in two phases: its cached reads
 * expired on every instance, then its pages regenerated. A change made outside a caller's transaction (every /api
 * route, so every staff write) answers only after the first phase, however long a loaded site takes (up to `waitMs`,
 * then an error is logged), and after the second if it comes within WAIT_FOR_PAGES_MS; one inside a transaction (the
 * panel's publish) is told after the commit. A site that is down or fails never fails an editor's save.
 */
export function registerSiteRevalidation(strapi: Core.Strapi): void {
  // While the site is down (e.g. seeding before it starts) every change would fail: warn once a minute, not per change.
  let lastWarning = 0;
  const warn = (message: string) => {
    if (Date.now() - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = Date.now();
    strapi.log.warn(message);
  };

  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!context.uid.startsWith('api::') || !ACTIONS_THAT_CHANGE_CONTENT.has(context.action)) return result;

    const { url, secret, waitMs } = strapi.config.get<RevalidateConfig>('bank.revalidate');
    if (!url || !secret) return result;
    const model = strapi.contentType(context.uid).info.singularName;
    const params = context.params as { documentId?: string };
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId ?? null;

    const failed = (error: unknown) =>
      warn(
        `Site revalidation of ${model} failed (${redactCredentials(String(error))}); later failures within a minute are not logged`,
      );
    const tellSite = async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: TWO_PHASE_TYPE, 'x-revalidate-secret': secret },
        body: JSON.stringify({ model, documentId }),
        signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
      });
      if (!response.ok) {
        warn(`Site revalidation of ${model} answered ${response.status}`);
        await response.body?.cancel();
        return null;
      }
      const phases = phasesOf(response);
      phases.finished.catch(failed);
      return phases;
    };

    if (strapi.db.inTransaction()) {
      // Inside a caller's transaction (the panel's publish wraps its document calls in one): the site would read the
      // content as it was before, or wait for the transaction's connection. It is told once the change is committed,
      // without waiting for it (Strapi's own document events do the same).
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void tellSite().catch(failed));
      });
      return result;
    }
    // The change is committed (the document service commits its own transaction inside next()).
    const pagesDeadline = after(WAIT_FOR_PAGES_MS);
    const safetyNet = after(waitMs);
    try {
      const phases = await Promise.race([tellSite(), safetyNet.elapsed]);
      const invalidated = phases && phases !== 'timeout' ? await Promise.race([phases.invalidated, safetyNet.elapsed]) : phases;
      if (invalidated === 'timeout') {
        strapi.log.error(
          `Site revalidation of ${model}: the site did not confirm within ${waitMs} ms that its cached reads are expired; ` +
            'the change answers now and the public answers may be old until it does',
        );
      } else if (invalidated?.instances && invalidated.instances.reached < invalidated.instances.expected) {
        strapi.log.error(
          `Site revalidation of ${model}: ${invalidated.instances.reached} of ${invalidated.instances.expected} site ` +
            'instances confirmed their cached reads are expired; the others may answer old reads for a while',
        );
      }
      if (phases && phases !== 'timeout' && invalidated !== 'timeout') {
        await Promise.race([phases.finished.catch(() => undefined), pagesDeadline.elapsed]);
      }
    } catch (error) {
      failed(error);
    } finally {
      pagesDeadline.clear();
      safetyNet.clear();
    }
    return result;
  });
}
