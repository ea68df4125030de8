import { EDGE_PURGE_HEADER } from '@/edge/protocol';
import { env } from '@/lib/env';
import { expireTag } from '@/lib/cms/expire-tag';
import { parseRevalidationBody, secretsMatch } from '@/lib/cms/revalidation';

/**
 * The CMS's webhook: on any change of a content type it POSTs {model, documentId} here with the shared secret.
 * The type's tag is expired at once ({expire: 0}: the next request renders fresh data instead of serving stale
 * content while revalidating), so a panel edit is on the public pages and widgets with the next request.
 */
export async function POST(request: Request): Promise<Response> {
  if (!secretsMatch(request.headers.get('x-revalidate-secret'), env.revalidateSecret)) {
    return Response.json({ message: 'Invalid revalidation secret' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'Expected a JSON body {model, documentId}' }, { status: 400 });
  }
  const parsed = parseRevalidationBody(body);
  if (!parsed.ok) return Response.json({ message: parsed.message }, { status: 400 });
  if (!parsed.tag) {
    return Response.json({ revalidated: false, message: `Model ${parsed.model} is not shown on the site` });
  }
  expireTag(parsed.tag);
  // The edge cache in front of this server (edge/server.ts) drops its copies when it sees this header.
  return Response.json({ revalidated: true, tag: parsed.tag, now: Date.now() }, { headers: { [EDGE_PURGE_HEADER]: '1' } });
}
