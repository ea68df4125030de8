import { AsyncLocalStorage } from 'async_hooks';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { documentsOf, useDocumentMiddleware } from '../platform/strapi-registry';
import type { PreviewTarget } from './preview';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** Set while this module reads the previewed entry's draft itself, so that read is not scoped again. */
const ownRead = new AsyncLocalStorage<true>();

type Params = Record<string, unknown> & { status?: unknown; documentId?: unknown; filters?: unknown };
type Entry = { documentId?: unknown };

/**
 * A preview's draft read (global::draft-reads let it through and named the entry: `ctx.state.previewTarget`) shows
 * the draft of that entry alone: in that request every read of the document service is of published entries, but
 * for the previewed document, whose draft replaces its published version in a list (or joins it, first, when it was
 * never published). So whoever holds a preview's cookie sees one entry's unpublished text, not every draft.
 */
export function keepPreviewToItsEntry(strapi: Core.Strapi): void {
  useDocumentMiddleware(strapi, async (context, next) => {
    const request = strapi.requestContext.get() as Context | undefined;
    const target = request?.state?.previewTarget as PreviewTarget | undefined;
    const params = (context.params ?? {}) as Params;
    if (!target || !READS.has(context.action) || ownRead.getStore() || params.status === 'published') return next();
    const published = () => {
      context.params = { ...params, status: 'published' };
      return next();
    };
    if (context.uid !== target.uid || context.action === 'count') return published();
    if (context.action === 'findOne') return params.documentId === target.documentId ? next() : published();

    const result = await published();
    const { pagination: _pagination, start: _start, limit: _limit, ...rest } = params;
    const draft = (await ownRead.run(true, () =>
      documentsOf(strapi, context.uid).findFirst({
        ...rest,
        filters: { $and: [params.filters ?? {}, { documentId: target.documentId }] },
        status: 'draft',
      }),
    )) as Entry | null;
    if (context.action === 'findFirst') return draft ?? result;
    const entries = Array.isArray(result) ? (result as Entry[]) : [];
    if (!draft) return entries;
    const at = entries.findIndex((entry) => entry.documentId === target.documentId);
    return at === -1 ? [draft, ...entries] : entries.map((entry, index) => (index === at ? draft : entry));
  });
}
