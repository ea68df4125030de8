import 'server-only';
import { connection } from 'next/server';
import { env } from '@/lib/env';
import { CmsShapeError } from './decode';
import type { CmsTag } from './tags';

/** How long a server read may wait for the CMS before the page falls back. */
const CMS_TIMEOUT_MS = 5000;
/** Backstop refresh in case a revalidation webhook is lost; edits normally arrive through /api/revalidate. */
const CMS_REVALIDATE_SECONDS = 3600;

export class CmsError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

/**
 * The last good answer per path, kept by this process. If the CMS is down when a tag was just revalidated,
 * pages render with this instead of failing, so the public site keeps serving its last good content.
 */
const lastGood = new Map<string, unknown>();

async function requestJson(path: string, tags: readonly CmsTag[]): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${env.cmsInternalUrl}${path}`, {
      headers: { Accept: 'application/json' },
      next: { tags: [...tags], revalidate: CMS_REVALIDATE_SECONDS },
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new CmsError(`CMS unreachable for ${path}: ${reason}`, path);
  }
  if (!response.ok) throw new CmsError(`CMS answered ${response.status} for ${path}`, path, response.status);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new CmsError(`CMS answered invalid JSON for ${path}`, path, response.status);
  }
}

/**
 * Reads a public CMS path (cached with `tags`) and decodes it. On failure it serves this process's last good
 * answer. Without one it opts the render out of static caching before throwing: during `next build` the route
 * then renders at request time instead of failing the build; in the background re-render of a cached page the
 * re-render is abandoned and the last good page keeps being served; in a request-time render the page gets the
 * CmsError (pages wrap optional sections in `optional()`).
 */
export async function fetchFromCms<T>(path: string, tags: readonly CmsTag[], decode: (json: unknown) => T): Promise<T> {
  try {
    const result = decode(await requestJson(path, tags));
    lastGood.set(path, result);
    return result;
  } catch (error) {
    if (!(error instanceof CmsError) && !(error instanceof CmsShapeError)) throw error;
    if (lastGood.has(path)) {
      console.error(`[cms] ${error.message}; serving the last good answer`);
      return lastGood.get(path) as T;
    }
    console.error(`[cms] ${error.message}`);
    await connection();
    throw error instanceof CmsError ? error : new CmsError(error.message, path);
  }
}

/**
 * For a section that may be missing (spec: news, gallery and important-document failures are only logged):
 * the read's result, or null when the CMS failed.
 */
export async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CmsError) return null;
    throw error;
  }
}
