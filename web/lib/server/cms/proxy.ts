import '@/lib/server/server-only';
import { loggedPath } from '@bank/shared/logged-path';
import { env } from '@/lib/server/env';
import { metrics } from '@/lib/server/observability/metrics';
import { PAGE_REVALIDATE_SECONDS } from './page-props';
import { MAX_BODY_BYTES } from './body-limit';
import { forwardedRequestHeaders, passedResponseHeaders, type ProxyMatch } from './proxy-routes';
import { refuseAnonymousStaffCall } from './upload-guard';

type RouteMatch = Extract<ProxyMatch, { kind: 'route' }>;

/** A JSON error answer in the contract's `{message}` shape. */
export function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * Caching of the public reads. Browsers always ask again and never show a stored copy meanwhile: a
 * `stale-while-revalidate` in Cache-Control applies to them too, and a reload 1.5 s after a staff change showed the old
 * ATM status. A CDN in front may keep an answer a second and serve it stale while it refreshes (CDN-Cache-Control,
 * RFC 9213); nginx's micro-cache sets its own times. Next's data cache below is what keeps CMS load flat.
 */
const publicReadHeaders = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': 'public, max-age=1, stale-while-revalidate=30',
} as const;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function failure(error: unknown, cmsPath: string): Response {
  const path = loggedPath(cmsPath);
  metrics.cmsErrors.inc({ kind: isTimeout(error) ? 'timeout' : 'unreachable' });
  if (isTimeout(error)) {
    console.error(`[proxy] ${path}: the CMS did not answer in time`);
    return jsonError(504, 'The server did not answer in time. Please try again.');
  }
  console.error(`[proxy] ${path}: ${error instanceof Error ? error.message : String(error)}`);
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

/**
 * A public read, asked anonymously (none of the visitor's headers goes with it: a public answer does not vary with
 * them) and kept in Next's data cache under its content type's tag: visitors' reads do not reach the CMS; a
 * change expires the tag (lib/server/revalidation/apply.ts), so the next read asks the CMS again. The backstop is the pages' own.
 * An error answer of the CMS is passed on and not kept.
 */
export async function proxyCachedRead(match: RouteMatch, tag: string): Promise<Response> {
  try {
    const response = await fetch(`${env.cmsInternalUrl}${match.cmsPath}`, {
      headers: { Accept: 'application/json' },
      next: { tags: [tag], revalidate: PAGE_REVALIDATE_SECONDS },
      signal: AbortSignal.timeout(match.timeoutMs),
    });
    if (response.status >= 500) metrics.cmsErrors.inc({ kind: 'status' });
    return new Response(await response.text(), {
      status: response.status,
      headers: passHeaders(response.headers, response.ok ? publicReadHeaders : { 'Cache-Control': 'no-store' }),
    });
  } catch (error) {
    return failure(error, match.cmsPath);
  }
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

/**
 * Any other allowed call: forwarded as is (method, auth, content type, streamed body) and never cached. A staff call
 * without a token is refused before its body is read; with one, the CMS decides after the headers, and its early
 * refusal comes back as soon as it is sent (fetch answers without waiting for the rest of the upload).
 */
export async function proxyPassThrough(request: Request, match: RouteMatch): Promise<Response> {
  const anonymous = refuseAnonymousStaffCall(request, match.cmsPath);
  if (anonymous) return anonymous;
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

  if (response.status >= 500) metrics.cmsErrors.inc({ kind: 'status' });
  // No revalidation here: the CMS's document-service hook tells /api/revalidate of the change, and the CMS answers
  // once the cached reads are expired on every instance (cms/src/revalidation/revalidate.ts), so the staff screen hears of
  // success when the change is in the public reads (and, within a second, on the pages).
  const bodyless = request.method === 'HEAD' || response.status === 204 || response.status === 304;
  return new Response(bodyless ? null : response.body, {
    status: response.status,
    headers: passHeaders(response.headers, { 'Cache-Control': 'no-store' }),
  });
}
