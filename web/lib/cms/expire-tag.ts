import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires a content type on this instance: every cached page and data read under its tag. `expire: 0` makes the
 * very next request render with fresh data, instead of serving the stale copy once while revalidating, so an edit
 * is live with the next visit. (The edge cache in front is purged separately, by the `x-edge-purge` header.)
 */
export function expireTag(tag: string): void {
  revalidateTag(tag, { expire: 0 });
}
