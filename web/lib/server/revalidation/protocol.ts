/**
 * Step 1 of the way from an edit to the page (docs/how-to.md, "From an edit to the page"): the revalidation protocol.
 * The bodies /api/revalidate and /api/revalidate-pages accept (docs/api.md), the fan-out message between site
 * instances, and the secret check. Pure (no Next, no env), so it is unit-tested and server/index.ts (outside Next)
 * shares it. The way, in this folder: protocol.ts (what a change says) → apply.ts (expire the cached /api reads, mark
 * the search index stale, regenerate the pages of tags.ts) → fanout.ts (tell the other instances).
 */
import { allCmsPages, allCmsTags, cmsTags, tagForModel, type CmsTag } from './tags';

export const REVALIDATE_PATH = '/api/revalidate';
export const REGENERATE_PAGES_PATH = '/api/revalidate-pages';
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** Set on a revalidation that another instance (or this one, at start) already spread: it is not broadcast again. */
export const REVALIDATE_LOCAL_HEADER = 'x-revalidate-local';
/**
 * The media type of the two-phase answer of /api/revalidate (asked with `Accept`): one JSON line once the cached reads
 * are expired on every instance (`{phase: "invalidated"}`), then one once the pages are regenerated.
 */
export const TWO_PHASE_TYPE = 'application/x-ndjson';
export const DEFAULT_REDIS_PREFIX = 'bank:';

/** The Redis channel on which site instances tell each other what changed. */
export function revalidationChannel(prefix: string): string {
  return `${prefix}site:revalidate`;
}

/** The Redis channel on which each instance confirms it has expired the cached reads of a change. */
export function invalidatedChannel(prefix: string): string {
  return `${prefix}site:invalidated`;
}

/** What the first line of the two-phase answer says: this many of the instances that heard the change confirmed it. */
export type InvalidatedLine = { phase: 'invalidated'; tags: CmsTag[]; instances: { expected: number; reached: number } };

export type RevalidationRequest =
  { ok: true; model: string | null; documentId: string | null; tags: CmsTag[] } | { ok: false; message: string };

const knownTags: ReadonlySet<string> = new Set(Object.values(cmsTags));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{model, documentId}` (the CMS's document-service hook; a model the site does not show gives no tags), `{all: true}` (a site
 * instance starting) or `{tags}` (a change relayed by another instance).
 */
export function parseRevalidationBody(body: unknown): RevalidationRequest {
  if (!isObject(body)) return { ok: false, message: 'Expected a JSON object {model, documentId}' };
  if (body.all === true) return { ok: true, model: null, documentId: null, tags: [...allCmsTags] };
  if (body.tags !== undefined) {
    const { tags } = body;
    if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => typeof tag === 'string' && knownTags.has(tag))) {
      return { ok: false, message: 'tags must be a non-empty list of known cache tags' };
    }
    return { ok: true, model: null, documentId: null, tags: tags as CmsTag[] };
  }
  const { model, documentId } = body;
  if (typeof model !== 'string' || model.trim() === '') {
    return { ok: false, message: 'model is required' };
  }
  if (documentId !== undefined && documentId !== null && typeof documentId !== 'string') {
    return { ok: false, message: 'documentId must be a string' };
  }
  const tag = tagForModel(model);
  return { ok: true, model, documentId: documentId ?? null, tags: tag ? [tag] : [] };
}

/** `{paths}`: public pages rendered from CMS content (tags.ts), nothing else. */
export function parseRegeneratePagesBody(body: unknown): { ok: true; paths: string[] } | { ok: false; message: string } {
  const paths = isObject(body) ? body.paths : undefined;
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    !paths.every((path) => typeof path === 'string' && allCmsPages.includes(path))
  ) {
    return { ok: false, message: 'paths must be a non-empty list of pages rendered from CMS content' };
  }
  return { ok: true, paths: [...new Set(paths as string[])] };
}

/**
 * The fan-out message: which tags changed, which instance already handled it, and the id under which every instance
 * that hears it confirms (on invalidatedChannel) once its cached reads of those tags are expired.
 */
export type FanoutMessage = { origin: string; id: string | null; tags: CmsTag[] };

export function parseFanoutMessage(text: string): FanoutMessage | null {
  try {
    const message: unknown = JSON.parse(text);
    if (!isObject(message) || typeof message.origin !== 'string') return null;
    if (message.id !== undefined && typeof message.id !== 'string') return null;
    const parsed = parseRevalidationBody({ tags: message.tags });
    return parsed.ok ? { origin: message.origin, id: message.id ?? null, tags: parsed.tags } : null;
  } catch {
    return null;
  }
}

/** An instance's confirmation that it expired the cached reads of fan-out message `id`. */
export type InvalidatedMessage = { id: string; instance: string };

export function parseInvalidatedMessage(text: string): InvalidatedMessage | null {
  try {
    const message: unknown = JSON.parse(text);
    if (!isObject(message) || typeof message.id !== 'string' || typeof message.instance !== 'string') return null;
    return { id: message.id, instance: message.instance };
  } catch {
    return null;
  }
}
