import '@/lib/server-only';
import { env } from '@/lib/env';
import { CmsShapeError } from './decode';
import { recallAnswer, rememberAnswer } from './last-good';

/** How long a server read may wait for the CMS before the page falls back. */
const CMS_TIMEOUT_MS = 5000;

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

async function requestText(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.cmsInternalUrl}${path}`, {
      headers: { Accept: 'application/json' },
      // Always a real read: the pages that call this (pages/, per request) are cached whole by the edge cache,
      // which /api/revalidate purges; Next's data cache (App Router only) has no part here.
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new CmsError(`CMS unreachable for ${path}: ${reason}`, path);
  }
  if (!response.ok) throw new CmsError(`CMS answered ${response.status} for ${path}`, path, response.status);
  return response.text();
}

function parse<T>(text: string, path: string, decode: (json: unknown) => T): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CmsError(`CMS answered invalid JSON for ${path}`, path);
  }
  return decode(json);
}

/**
 * Reads a public CMS path and decodes it. If the CMS fails, the last good answer is used, so
 * a page rendered while the CMS is down keeps its content; with none, it throws CmsError (pages wrap optional
 * sections in `optional()`). Public pages read the CMS only per request (pages/), never during `next build`.
 */
export async function fetchFromCms<T>(path: string, decode: (json: unknown) => T): Promise<T> {
  try {
    const text = await requestText(path);
    const result = parse(text, path, decode);
    rememberAnswer(path, text);
    return result;
  } catch (error) {
    if (!(error instanceof CmsError) && !(error instanceof CmsShapeError)) throw error;
    const fallback = await recallAnswer(path);
    if (fallback !== null) {
      console.error(`[cms] ${error.message}; using the last good answer`);
      return parse(fallback, path, decode);
    }
    console.error(`[cms] ${error.message}`);
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
