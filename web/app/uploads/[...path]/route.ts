import { env } from '@/lib/server/env';
import { jsonError } from '@/lib/server/cms/proxy';
import { isSafeFileName } from '@/lib/server/safe-file-name';
import { uploadSafetyHeaders } from '@bank/shared/upload-headers';

/**
 * Uploaded files (/uploads/…) from the CMS, served from the site's own origin. Stored names are unique, so a
 * found file may be cached for a year.
 */
type Context = { params: Promise<{ path: string[] }> };

const UPLOAD_TIMEOUT_MS = 10_000;

async function handle(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  if (path.length === 0 || !path.every(isSafeFileName)) return jsonError(404, 'Not found');
  const cmsPath = `/uploads/${path.map(encodeURIComponent).join('/')}`;
  let response: Response;
  try {
    response = await fetch(`${env.cmsInternalUrl}${cmsPath}`, {
      method: request.method,
      cache: 'no-store',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    console.error(`[uploads] ${cmsPath}: ${error instanceof Error ? error.message : String(error)}`);
    return timedOut ? jsonError(504, 'The server did not answer in time.') : jsonError(502, 'The server is unavailable.');
  }
  if (!response.ok) return jsonError(response.status === 404 ? 404 : 502, 'Not found');
  const headers = new Headers({
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...uploadSafetyHeaders(response.headers.get('content-type')),
  });
  for (const name of ['content-type', 'content-length', 'last-modified', 'etag']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(request.method === 'HEAD' ? null : response.body, { status: 200, headers });
}

export const GET = handle;
export const HEAD = handle;
