import { secretMatches } from '@bank/shared/server/secret-matches';
import { env } from '@/lib/server/env';
import { metrics } from '@/lib/server/observability/metrics';
import { expireTags, regeneratePages } from '@/lib/server/revalidation/apply';
import {
  type InvalidatedLine,
  parseRevalidationBody,
  REVALIDATE_LOCAL_HEADER,
  REVALIDATE_SECRET_HEADER,
  TWO_PHASE_TYPE,
} from '@/lib/server/revalidation/protocol';

/**
 * The one door of revalidation (lib/server/revalidation/). The CMS's document-service hook (cms/src/revalidation/revalidate.ts)
 * POSTs {model, documentId} here with the shared secret after every change, whether made in the panel, through the
 * CMS's /api or through this site's /api proxy. In two phases: the type's cached /api reads are expired and the
 * search index marked stale, here and (through Redis) on every other instance; then the pages that show it
 * (lib/server/revalidation/tags.ts) are regenerated. Asked with `Accept: application/x-ndjson` (the CMS, and the relay of
 * server/index.ts), it answers one JSON line after each phase, so the caller may go on once the reads are fresh;
 * otherwise one JSON object after both. Also `{all: true}` (this instance starting: server/index.ts) and `{tags}` (a
 * change relayed by another instance).
 */
export async function POST(request: Request): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' };
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), env.revalidateSecret)) {
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
  const tags = [...new Set(parsed.tags)];
  const invalidated = expireTags(tags, { broadcast: !local });
  const regenerated = regeneratePages(tags);
  const done = async () => ({ revalidated: true, ...(await regenerated), now: Date.now() });

  if (!(request.headers.get('accept') ?? '').includes(TWO_PHASE_TYPE)) {
    await invalidated;
    return Response.json(await done(), { headers: noStore });
  }
  const encoder = new TextEncoder();
  const line = (value: object) => encoder.encode(`${JSON.stringify(value)}\n`);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      // Next sends a body only after it applied the handler's revalidateTag calls: the first line follows the expiry.
      const first: InvalidatedLine = { phase: 'invalidated', tags, instances: await invalidated };
      try {
        controller.enqueue(line(first));
        controller.enqueue(line({ phase: 'regenerated', ...(await done()) }));
        controller.close();
      } catch {
        // The caller went away after the first line: the pages are regenerated all the same.
      }
    },
  });
  // nginx (REVALIDATE_URL may name it) passes each line on as it comes, instead of the whole answer at its end.
  return new Response(stream, {
    headers: { ...noStore, 'Content-Type': `${TWO_PHASE_TYPE}; charset=utf-8`, 'X-Accel-Buffering': 'no' },
  });
}
