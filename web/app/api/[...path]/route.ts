import { jsonError, proxyCachedRead, proxyPassThrough } from '@/lib/server/cms/proxy';
import { matchProxyRoute } from '@/lib/server/cms/proxy-routes';

/**
 * The site's /api: an allow-list proxy of the CMS's public contract (docs/api.md). The browser only ever talks to
 * this origin; the CMS address stays server-side. Unknown paths answer 404 {message}.
 */
type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  const match = matchProxyRoute(request.method, path, new URL(request.url).searchParams);
  if (match.kind === 'not-found') return jsonError(404, 'Not found');
  if (match.kind === 'bad-query') return jsonError(400, match.message);
  if (match.kind === 'wrong-method') {
    return jsonError(405, 'Method not allowed', { Allow: match.allow.join(', ') });
  }
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  // A public answer does not change with a token: every public read is asked anonymously and cached, so a request's
  // own Authorization header can neither skip the cache nor reach the CMS.
  if (match.cacheTag && isRead) {
    const response = await proxyCachedRead(match, match.cacheTag);
    return request.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
  }
  return proxyPassThrough(request, match);
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
