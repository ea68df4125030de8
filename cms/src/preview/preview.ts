import { PREVIEW_TOKEN_TTL_SECONDS, signPreviewToken } from '@bank/shared/server/preview-token';

/**
 * Editors' preview (Strapi's "Open preview" → the site in Next's draft mode) and the gate on draft reads. Pure, so
 * it is unit-tested.
 */

/**
 * The public page of the site that shows each content type with drafts (every `draftAndPublish` type: a unit test
 * checks the schemas). The token names the document too: in the preview the page shows that entry opened, or first.
 */
export const PREVIEW_PAGES: Readonly<Record<string, string>> = {
  'api::news-item.news-item': '/news',
  'api::banner-slide.banner-slide': '/',
  'api::important-notice.important-notice': '/',
  'api::partner.partner': '/',
  'api::award.award': '/about/awards',
  'api::branch.branch': '/about/branches',
  'api::person.person': '/about',
  'api::subsidiary.subsidiary': '/about/subsidiaries',
  'api::job-opening.job-opening': '/careers',
  'api::correspondent-bank.correspondent-bank': '/services/correspondent-banking',
  'api::deposit-term.deposit-term': '/services/retail-accounts/time-fixed-deposit',
  'api::loan-term.loan-term': '/services/loans',
};

/**
 * The site's public address: PREVIEW_URL, else localhost on WEB_PORT, where `npm start` serves it (so the panel's
 * preview, its frame-src and CORS follow the site's port without another variable).
 */
export function sitePublicUrl(previewUrl: string | undefined, webPort: string | undefined): string {
  return (previewUrl?.trim() || `http://localhost:${webPort?.trim() || '3000'}`).replace(/\/+$/, '');
}

/**
 * The URL the panel's "Open preview" opens: the site's preview entry with a token signed for this document that
 * expires in ten minutes (never the key itself; @bank/shared/server/preview-token, which the site checks it with).
 * Null: no preview.
 */
export function previewUrl(
  uid: string,
  documentId: string,
  options: { siteUrl: string; secret: string; now?: number },
): string | null {
  const page = PREVIEW_PAGES[uid];
  if (!page || !documentId || !options.secret || !options.siteUrl) return null;
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + PREVIEW_TOKEN_TTL_SECONDS;
  const url = new URL('/api/preview', options.siteUrl);
  url.searchParams.set('token', signPreviewToken({ uid, documentId, path: page, exp }, options.secret));
  return url.toString();
}

/**
 * A path of Strapi's content API (/api/…) as its router sees it: Koa's router ignores case, so `/API/news` counts,
 * and percent-encoded or doubled slashes are judged decoded.
 */
export function isContentApiPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as sent.
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

/**
 * An allow-list: true when the query reads published entries only. Strapi 5's document service reads drafts for any
 * `status` but exactly `published` (`Draft`, `x`, empty, an array from `status[0]=` or a repeated key), so only that
 * string passes; v4's `publicationState` passes only as `live`; the editors' cohort filters (`publicationFilter`,
 * `hasPublishedVersion`) tell which entries have unpublished edits, so they never pass. Keys are compared in any case.
 * The query is Strapi's own qs parse (strapi::query), the same object its controllers read.
 */
export function readsOnlyPublished(query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([key, value]) => {
    switch (key.toLowerCase()) {
      case 'status':
        return value === 'published';
      case 'publicationstate':
        return value === 'live';
      case 'publicationfilter':
      case 'haspublishedversion':
        return false;
      default:
        return true;
    }
  });
}

/** The entry the site's preview shows, as the site names it on its draft reads (`x-preview-document`). */
export type PreviewTarget = { uid: string; documentId: string };

/**
 * The `x-preview-document` header of a draft read, `<type uid> <document id>`: a previewable type and a document id
 * (Strapi's are 24 lower-case letters and digits), else null.
 */
export function previewTargetOf(header: unknown): PreviewTarget | null {
  if (typeof header !== 'string' || header.length > 200) return null;
  const match = /^(api::[a-z0-9-]+\.[a-z0-9-]+) ([a-z0-9]{1,64})$/.exec(header);
  if (!match || !Object.hasOwn(PREVIEW_PAGES, match[1])) return null;
  return { uid: match[1], documentId: match[2] };
}
