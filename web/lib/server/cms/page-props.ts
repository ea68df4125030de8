import '@/lib/server/server-only';
import type { GetStaticProps } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { previewTargetOf, type PreviewTarget } from '@/lib/server/preview';
import { CmsError, type ReadOptions } from './client';

/**
 * The backstop of a public page kept by Next's ISR cache: if the CMS's change notice (/api/revalidate) was ever lost,
 * the page is regenerated in the background on the first visit after this many seconds. Edits normally reach the
 * page at once, through the notice.
 */
export const PAGE_REVALIDATE_SECONDS = 300;

/**
 * The pages that say whether a branch or an ATM is open now (/about/branches, /services/e-banking/atm) are regenerated
 * at most this often instead of the usual backstop above. Next regenerates a page in the background on the first
 * request after this time, so a page served after a quiet spell can be older once; the status island recomputes the
 * text in the visitor's browser as soon as it starts and every 15 s after that.
 */
export const OPEN_NOW_REVALIDATE_SECONDS = 60;

/** Set on the props of a page rendered for the editors' preview (Next's draft mode): the frame shows the preview bar. */
export type PreviewFlag = { preview?: true };

/**
 * Set on the props of a page regenerated from the CMS: when its content was read (ISO 8601). The offline notice of the
 * pages the service worker keeps says it ("Rates as of 14:05 today").
 */
export type PageTimeFlag = { readAt?: string };

/** A page built while the CMS could not be reached is regenerated on its first visit after this long. */
export const PAGE_BUILT_WITHOUT_CMS_REVALIDATE_SECONDS = 1;

/**
 * getStaticProps of a public page whose content comes from the CMS (Incremental Static Regeneration).
 *
 * At run time a failed CMS read fails the regeneration, so Next keeps serving the page's last good version through a
 * CMS outage. During `next build` a CMS that cannot be reached does not fail the build: the page is built from
 * `whenCmsDown` (its empty or error states) and regenerated on its first visit, and every site instance regenerates
 * its CMS pages when it starts (server.mjs), so that version is rarely seen. Props go through JSON, as Next requires
 * (no `undefined` values).
 *
 * In Next's draft mode (the editors' preview, pages/api/preview) the page is rendered per request, with the draft of
 * the entry the preview was opened on (`load({draft: target}, target)`, `target` from Next's signed preview data)
 * and every other entry as published, and never cached: Next bypasses its ISR cache for it. Draft mode without a
 * target shows no draft.
 */
export function publicPageProps<P extends Record<string, unknown>, D extends { [K in keyof P]: P[K] | null }>(
  load: (read: ReadOptions, target: PreviewTarget | null) => Promise<P>,
  whenCmsDown: D,
  /** How often the page is regenerated at most; pages whose text depends on the time (open now) set it lower. */
  { revalidate = PAGE_REVALIDATE_SECONDS }: { revalidate?: number } = {},
): GetStaticProps<(P | D) & PreviewFlag & PageTimeFlag> {
  return async (context) => {
    const draft = Boolean(context.draftMode);
    try {
      const target = draft ? previewTargetOf(context.previewData) : null;
      const props = JSON.parse(JSON.stringify(await load(target ? { draft: target } : {}, target))) as P;
      if (draft) return { props: { ...props, preview: true as const } };
      return { props: { ...props, readAt: new Date().toISOString() }, revalidate };
    } catch (error) {
      if (draft || !(error instanceof CmsError) || process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
      console.warn(`[cms] building a page without CMS content (${error.message}); it regenerates on its first visit`);
      return { props: whenCmsDown, revalidate: PAGE_BUILT_WITHOUT_CMS_REVALIDATE_SECONDS };
    }
  };
}
