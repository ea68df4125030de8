import { allCmsPages } from './cms/tags';

/** The pages the preview may open: the site's own pages rendered from CMS content, never another origin. */
export function previewPath(value: unknown): string | null {
  return typeof value === 'string' && allCmsPages.includes(value) ? value : null;
}

/** The exit link of the preview bar, back to the same page. */
export function exitPreviewHref(path: string): string {
  return `/api/preview/exit?path=${encodeURIComponent(previewPath(path) ?? '/')}`;
}
