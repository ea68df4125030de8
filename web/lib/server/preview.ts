import { allCmsPages } from './revalidation/tags';

/** The pages the preview may open: the site's own pages rendered from CMS content, never another origin. */
export function previewPath(value: unknown): string | null {
  return typeof value === 'string' && allCmsPages.includes(value) ? value : null;
}

/** The exit link of the preview bar, back to the same page. */
export function exitPreviewHref(path: string): string {
  return `/api/preview/exit?path=${encodeURIComponent(previewPath(path) ?? '/')}`;
}

/** How long the preview's draft-mode cookies (and Next's signed preview data in them) live: an hour at most. */
export const PREVIEW_COOKIE_MAX_AGE_SECONDS = 60 * 60;

/**
 * The entry the editor opened the preview on (the panel's token names it; pages/api/preview keeps it in Next's
 * preview data): the page shows it opened, or first.
 */
export type PreviewTarget = { uid: string; documentId: string };

export function previewTargetOf(value: unknown): PreviewTarget | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, documentId } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof documentId === 'string' ? { uid, documentId } : null;
}

/** The entries with the previewed one of type `uid` first (in the order they came otherwise). */
export function previewedFirst<T extends { id: string }>(entries: readonly T[], target: PreviewTarget | null, uid: string): T[] {
  if (target?.uid !== uid) return [...entries];
  return [
    ...entries.filter((entry) => entry.id === target.documentId),
    ...entries.filter((entry) => entry.id !== target.documentId),
  ];
}
