import type { Core } from '@strapi/strapi';
import { redactCredentials } from '../lib/redact';

const WARNING_INTERVAL_MS = 60_000;
const ACTIONS_THAT_CHANGE_CONTENT = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

interface RevalidateConfig {
  url: string;
  secret: string;
}

/**
 * Tells the site which content changed after every create, update, delete, publish and unpublish
 * (panel edits and the bank's own routes alike), so the public page is fresh within seconds, no rebuild.
 * Fire and forget: a site that is down must never fail an editor's save.
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

    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ model, documentId }),
      signal: AbortSignal.timeout(5000),
    })
      .then((response) => {
        if (!response.ok) warn(`Site revalidation of ${model} answered ${response.status}`);
      })
      .catch((error: unknown) =>
        warn(
          `Site revalidation of ${model} failed (${redactCredentials(String(error))}); later failures within a minute are not logged`,
        ),
      );
    return result;
  });
}
