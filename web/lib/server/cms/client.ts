import '@/lib/server/server-only';
import { env } from '@/lib/server/env';
import { currentRequestId } from '@/lib/server/observability/context';
import { metrics } from '@/lib/server/observability/metrics';
import { REQUEST_ID_HEADER } from '@/lib/server/observability/request-id';
import { ContractError } from '@bank/shared';
import type { PreviewTarget } from '@/lib/server/preview';
import { SiteError, type FailureKind } from '@/lib/shared/site-error';

/** How long a server read may wait for the CMS before the page falls back. */
const CMS_TIMEOUT_MS = 5000;

/** A failed read of the CMS (lib/shared/site-error.ts), naming the CMS path it read. */
export class CmsError extends SiteError {
  constructor(
    kind: FailureKind,
    message: string,
    readonly path: string,
    status: number | null = null,
  ) {
    super(kind, message, status);
    this.name = 'CmsError';
  }
}

/**
 * A read for the editors' preview of one entry (`draft`, from Next's signed preview data): the CMS checks the
 * draft-read token (its global::draft-reads) and answers that entry's draft, every other entry as published.
 */
export type ReadOptions = { draft?: PreviewTarget };

/** The header naming the previewed entry, `<type uid> <document id>` (cms/src/preview/draft-reads.ts reads it). */
export const PREVIEW_DOCUMENT_HEADER = 'x-preview-document';

function draftHeaders(options: ReadOptions): Record<string, string> {
  if (!options.draft) return {};
  if (!env.draftReadToken) throw new CmsError('not-configured', 'DRAFT_READ_TOKEN is not set: drafts cannot be read', '');
  return {
    'x-draft-read-token': env.draftReadToken,
    [PREVIEW_DOCUMENT_HEADER]: `${options.draft.uid} ${options.draft.documentId}`,
  };
}

/** The id of the visitor's request this read serves, when there is one (an ISR regeneration may have none). */
function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

async function requestText(path: string, options: ReadOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.cmsInternalUrl}${path}`, {
      headers: { Accept: 'application/json', ...draftHeaders(options), ...requestIdHeader() },
      // Always a real read: the pages that call this are kept whole by Next's ISR cache and regenerated on change.
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (cause) {
    // undici says only "fetch failed"; what failed (refused, reset, a bad header) is its cause.
    const inner = cause instanceof Error && cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    const reason = cause instanceof Error ? `${cause.message}${inner}` : String(cause);
    metrics.cmsErrors.inc({ kind: cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'unreachable' });
    throw new CmsError('unreachable', `CMS unreachable for ${path}: ${reason}`, path);
  }
  if (!response.ok) metrics.cmsErrors.inc({ kind: 'status' });
  if (!response.ok) throw new CmsError('status', `CMS answered ${response.status} for ${path}`, path, response.status);
  return response.text();
}

function parse<T>(text: string, path: string, decode: (json: unknown) => T): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    metrics.cmsErrors.inc({ kind: 'invalid' });
    throw new CmsError('invalid-json', `CMS answered invalid JSON for ${path}`, path);
  }
  return decode(json);
}

/**
 * Reads a public CMS path and decodes it; any failure (unreachable, non-2xx, bad JSON, bad shape, an answer that does
 * not match the contract) is a CmsError naming the path. Pages call this from getStaticProps only (lib/server/cms/page-props.ts), where a failure keeps the last good page.
 */
export async function fetchFromCms<T>(path: string, decode: (json: unknown) => T, options: ReadOptions = {}): Promise<T> {
  const target = options.draft ? `${path}${path.includes('?') ? '&' : '?'}status=draft` : path;
  try {
    return parse(await requestText(target, options), target, decode);
  } catch (error) {
    if (error instanceof ContractError) {
      metrics.cmsErrors.inc({ kind: 'invalid' });
      // Refused, never shown relabelled: the log names the call and every offending field (zod's issue paths).
      console.error(`[cms] ${error.message}`);
      throw new CmsError('off-contract', error.message, path);
    }
    throw error;
  }
}
