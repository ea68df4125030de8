import type { Core } from '@strapi/strapi';
import { redactCredentials } from '../lib/redact';

const WARNING_INTERVAL_MS = 60_000;
/**
 * How long a change waits for the site to regenerate its pages before it answers anyway. The site answers in about
 * 0.1 s, so a staff write (through the site's /api proxy or the CMS's own /api) answers once the change is on the
 * public pages; a site that is down or hangs delays no save by more than this.
 */
const WAIT_FOR_SITE_MS = 1000;
/** The site is still told after the wait: it may take this long to regenerate pages while the CMS is slow. */
const SITE_TIMEOUT_MS = 20_000;
const ACTIONS_THAT_CHANGE_CONTENT = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

interface RevalidateConfig {
  url: string;
  secret: string;
}

/**
 * The owner of revalidation: a document-service hook (strapi.documents.use, not a Strapi webhook: the panel's
 * Webhooks settings page lists none), so every create, update, delete, publish and unpublish of an api:: type is
 * told to the site, whichever way it came: the panel, the CMS's /api, or the site's /api proxy, which no longer
 * revalidates itself. The site's /api/revalidate (web/lib/revalidation/) answers after the pages are regenerated; a
 * change made outside a caller's transaction (every /api route, so every staff write) waits for that answer up to
 * WAIT_FOR_SITE_MS; one inside a transaction (the panel's publish) is told after the commit. A site that is down or
 * fails never fails an editor's save.
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

    const { url, secret } = strapi.config.get<RevalidateConfig>('bank.revalidate');
    if (!url || !secret) return result;
    const model = strapi.contentType(context.uid).info.singularName;
    const params = context.params as { documentId?: string };
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId ?? null;

    const tellSite = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ model, documentId }),
        signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
      })
        .then((response) => {
          if (!response.ok) warn(`Site revalidation of ${model} answered ${response.status}`);
        })
        .catch((error: unknown) =>
          warn(
            `Site revalidation of ${model} failed (${redactCredentials(String(error))}); later failures within a minute are not logged`,
          ),
        );

    if (strapi.db.inTransaction()) {
      // Inside a caller's transaction (the panel's publish wraps its document calls in one): the site would read the
      // content as it was before, or wait for the transaction's connection. It is told once the change is committed,
      // without waiting for it (Strapi's own document events do the same).
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => void tellSite());
      });
      return result;
    }
    // The change is committed (the document service commits its own transaction inside next()).
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([tellSite(), new Promise<void>((resolve) => (waited = setTimeout(resolve, WAIT_FOR_SITE_MS)))]);
    clearTimeout(waited);
    return result;
  });
}
