import type { NextApiRequest, NextApiResponse } from 'next';
import { previewPath } from '@/lib/server/preview';

/** Leaves the editors' preview: draft mode and its preview data off, back to the public page. */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.clearPreviewData();
  return res.redirect(307, previewPath(req.query.path) ?? '/');
}
