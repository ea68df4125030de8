import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { secretsMatch } from '@/lib/cms/revalidation';
import { previewPath } from '@/lib/preview';

/**
 * The editors' preview entry (Strapi's "Open preview" opens it): with the shared secret it turns Next's draft mode on
 * for this browser and opens the page, which then renders from the CMS's drafts, uncached, under a preview bar.
 */
export default function enterPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const secret = typeof req.query.secret === 'string' ? req.query.secret : null;
  if (!env.previewSecret || !secretsMatch(secret, env.previewSecret)) {
    return res.status(401).json({ message: 'This preview link is not valid. Open the preview again from the CMS.' });
  }
  const path = previewPath(req.query.path);
  if (!path) return res.status(400).json({ message: 'This page cannot be previewed.' });
  res.setDraftMode({ enable: true });
  return res.redirect(307, path);
}
