import { env } from '@/lib/env';
import { metrics } from '@/lib/observability/metrics';
import { revalidateTags } from '@/lib/revalidation/apply';
import {
  parseRevalidationBody,
  REVALIDATE_LOCAL_HEADER,
  REVALIDATE_SECRET_HEADER,
  secretsMatch,
} from '@/lib/revalidation/protocol';

/**
 * The one door of revalidation (lib/revalidation/). The CMS's document-service hook (cms/src/utils/revalidate.ts)
 * POSTs {model, documentId} here with the shared secret after every change, whether made in the panel, through the
 * CMS's /api or through this site's /api proxy. The type's cached /api reads are expired, the search index marked
 * stale and the pages that show it (lib/revalidation/tags.ts) regenerated before this answers, so a change is on the
 * next request; other site instances are told through Redis. Also `{all: true}` (this instance starting:
 * server/index.ts) and `{tags}` (a change relayed by another instance).
 */
export async function POST(request: Request): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' };
  if (!secretsMatch(request.headers.get(REVALIDATE_SECRET_HEADER), env.revalidateSecret)) {
    return Response.json({ message: 'Invalid revalidation secret' }, { status: 401, headers: noStore });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'Expected a JSON body {model, documentId}' }, { status: 400, headers: noStore });
  }
  const parsed = parseRevalidationBody(body);
  if (!parsed.ok) return Response.json({ message: parsed.message }, { status: 400, headers: noStore });
  if (parsed.tags.length === 0) {
    return Response.json({ revalidated: false, message: `Model ${parsed.model} is not shown on the site` }, { headers: noStore });
  }
  const local = request.headers.has(REVALIDATE_LOCAL_HEADER);
  metrics.revalidationsReceived.inc({ source: local ? 'local' : 'cms' });
  const outcome = await revalidateTags(parsed.tags, { broadcast: !local });
  return Response.json({ revalidated: true, ...outcome, now: Date.now() }, { headers: noStore });
}
