import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/server/env';
import { metrics } from '@/lib/server/observability/metrics';
import { secretMatches } from '@bank/shared/server/secret-matches';
import { parseRegeneratePagesBody, REVALIDATE_SECRET_HEADER } from '@/lib/server/revalidation/protocol';

/**
 * The far end of revalidation's one hop (docs/adr/0002): regenerates ISR pages of this instance now, with Next's own
 * on-demand revalidation (`res.revalidate`, which only the pages router's API routes have). Called only by
 * `regeneratePage` in lib/server/revalidation/apply.ts on this same instance; a page whose regeneration fails (the CMS is
 * down) keeps its last good version.
 */
export default async function revalidatePages(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ message: 'Method not allowed' });
  }
  const given = req.headers[REVALIDATE_SECRET_HEADER];
  if (!secretMatches(given, env.revalidateSecret)) {
    return res.status(401).json({ message: 'Invalid revalidation secret' });
  }
  const parsed = parseRegeneratePagesBody(req.body);
  if (!parsed.ok) return res.status(400).json({ message: parsed.message });

  const results = await Promise.allSettled(parsed.paths.map((path) => res.revalidate(path)));
  const failed: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      failed.push(parsed.paths[i]);
      console.error(
        `[revalidate] ${parsed.paths[i]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
      );
    }
  });
  metrics.isrRegenerations.inc({ outcome: 'failed' }, failed.length);
  metrics.isrRegenerations.inc({ outcome: 'regenerated' }, parsed.paths.length - failed.length);
  return res.json({ regenerated: parsed.paths.filter((path) => !failed.includes(path)), failed });
}
