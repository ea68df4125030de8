import 'server-only';
import { EDGE_PURGE_HEADER, PUBLIC_READ_CACHE_CONTROL } from '@/edge/protocol';
import { env } from '@/lib/env';
import { expireTag } from './expire-tag';
import { recallAnswer, rememberAnswer } from './last-good';
import { forwardedRequestHeaders, MAX_BODY_BYTES, passedResponseHeaders, type ProxyMatch } from './proxy-routes';

type RouteMatch = Extract<ProxyMatch, { kind: 'route' }>;

/** A JSON error answer in the contract's `{message}` shape. */
export function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Backstop refresh of cached public reads in case a revalidation webhook is lost. */
const READ_REVALIDATE_SECONDS = 3600;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function failure(error: unknown, cmsPath: string): Response {
  if (isTimeout(error)) {
    console.error(`[proxy] ${cmsPath}: the CMS did not answer in time`);
    return jsonError(504, 'The server did not answer in time. Please try again.');
  }
  console.error(`[proxy] ${cmsPath}: ${error instanceof Error ? error.message : String(error)}`);
  return jsonError(502, 'The server is unavailable. Please try again later.');
}

function passHeaders(from: Headers, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  for (const name of passedResponseHeaders) {
    const value = from.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

function requestHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The edge (and a CDN) may keep a public read briefly; browsers always ask again. */
const publicReadHeaders = { 'Cache-Control': PUBLIC_READ_CACHE_CONTROL } as const;

/**
 * A public read: from Next's data cache under its tag, else from the CMS. Expiring the tag (an edit) makes the very
 * next read fresh. Repeated reads are answered by the edge cache in front (edge/server.ts) and rarely get here.
 */
export async function proxyCachedRead(match: RouteMatch, tag: string): Promise<Response> {
  try {
    const response = await fetch(`${env.cmsInternalUrl}${match.cmsPath}`, {
      headers: { Accept: 'application/json' },
      next: { tags: [tag], revalidate: READ_REVALIDATE_SECONDS },
      signal: AbortSignal.timeout(match.timeoutMs),
    });
    const body = await response.text();
    if (response.ok) {
      rememberAnswer(match.cmsPath, body);
    } else if (response.status >= 500) {
      const stale = await serveLastGood(match.cmsPath, `CMS answered ${response.status}`);
      if (stale) return stale;
    }
    return new Response(body, {
      status: response.status,
      headers: passHeaders(response.headers, publicReadHeaders),
    });
  } catch (error) {
    const stale = await serveLastGood(match.cmsPath, error instanceof Error ? error.message : String(error));
    return stale ?? failure(error, match.cmsPath);
  }
}

/** While the CMS is down, live widgets keep getting the last good list instead of an error. */
async function serveLastGood(cmsPath: string, reason: string): Promise<Response | null> {
  const body = await recallAnswer(cmsPath);
  if (body === null) return null;
  console.error(`[proxy] ${cmsPath}: ${reason}; serving the last good answer`);
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Served-Stale': '1' },
  });
}

/** Counts bytes as the body streams through and fails the upload past the limit. */
function limitBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new Error('Request body too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Any other allowed call: forwarded as is (method, auth, content type, streamed body) and never cached. */
export async function proxyPassThrough(request: Request, match: RouteMatch): Promise<Response> {
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > MAX_BODY_BYTES) {
    return jsonError(413, 'The file is too large. The limit is 25 MB.');
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let response: Response;
  try {
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method,
      headers: requestHeaders(request),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(match.timeoutMs),
    };
    if (hasBody && request.body) {
      init.body = limitBody(request.body, MAX_BODY_BYTES);
      init.duplex = 'half';
    }
    response = await fetch(`${env.cmsInternalUrl}${match.cmsPath}`, init);
  } catch (error) {
    if (error instanceof Error && /too large/.test(String(error.cause ?? error.message))) {
      return jsonError(413, 'The file is too large. The limit is 25 MB.');
    }
    return failure(error, match.cmsPath);
  }

  const changedTag = response.ok ? match.invalidates : null;
  if (changedTag) {
    // The CMS also calls /api/revalidate; doing it here too makes the change visible on the very next read.
    expireTag(changedTag);
  }
  const bodyless = request.method === 'HEAD' || response.status === 204 || response.status === 304;
  return new Response(bodyless ? null : response.body, {
    status: response.status,
    headers: passHeaders(response.headers, { 'Cache-Control': 'no-store', ...(changedTag ? { [EDGE_PURGE_HEADER]: '1' } : {}) }),
  });
}
