import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSecurityPolicy } from '@/lib/csp';
import { env } from '@/lib/env';
import { previewPath, type PreviewTarget } from '@/lib/preview';
import { verifyPreviewToken } from '@/lib/preview-token';

/**
 * The editors' preview entry (Strapi's "Open preview" opens it, in the panel's frame): with a valid token signed by
 * the CMS it turns Next's draft mode on for this browser, with the entry as its preview data, and redirects to the
 * page, which then renders from the CMS's drafts, uncached, under a preview bar, with that entry opened or first. The
 * redirect also takes the token out of the address bar.
 */
export default function enterPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  // The token stays out of the Referer of anything this answer leads to.
  res.setHeader('Referrer-Policy', 'no-referrer');
  // The panel shows this answer (and its refusals) in its frame.
  res.removeHeader('X-Frame-Options');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(["'self'"], { frameAncestors: [env.cmsPublicOrigin] }));
  const claims = verifyPreviewToken(req.query.token, env.previewSecret);
  if (!claims) {
    return res
      .status(401)
      .json({ message: 'This preview link is not valid or has expired. Open the preview again from the CMS.' });
  }
  const path = previewPath(claims.path);
  if (!path) return res.status(400).json({ message: 'This page cannot be previewed.' });
  const target: PreviewTarget = { uid: claims.uid, documentId: claims.documentId };
  res.setPreviewData(target);
  return res.redirect(307, path);
}
