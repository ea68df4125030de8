import { timingSafeEqual, createHash } from 'crypto';

/**
 * Editors' preview (Strapi's "Open preview" → the site in Next's draft mode). Pure, so it is unit-tested.
 */

/** The public page of the site that shows each previewable content type. */
const PREVIEW_PAGES: Readonly<Record<string, string>> = {
  'api::news-item.news-item': '/news',
  'api::banner-slide.banner-slide': '/',
};

/** The URL the panel's "Open preview" opens: the site's preview entry, which checks the secret. Null: no preview. */
export function previewUrl(uid: string, options: { siteUrl: string; secret: string }): string | null {
  const page = PREVIEW_PAGES[uid];
  if (!page || !options.secret || !options.siteUrl) return null;
  const url = new URL('/api/preview', options.siteUrl);
  url.searchParams.set('secret', options.secret);
  url.searchParams.set('path', page);
  return url.toString();
}

/** Compares secrets in constant time (hashes first, so lengths leak nothing either). */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A read of drafts: Strapi 5's `status=draft` (or v4's `publicationState=preview`) on any /api read. */
export function asksForDrafts(query: Record<string, unknown>): boolean {
  return query.status === 'draft' || query.publicationState === 'preview';
}
