import type { NextApiRequest, NextApiResponse } from 'next';
import { contentSecurityPolicy } from '@/lib/server/csp';
import { env } from '@/lib/server/env';
import { previewPath, PREVIEW_COOKIE_MAX_AGE_SECONDS, type PreviewTarget } from '@/lib/server/preview';
import { verifyPreviewToken } from '@bank/shared/server/preview-token';
import { previewTokenId } from '@/lib/server/preview-token';
import { redactCredentials } from '@bank/shared/text/redact';
import { usedPreviewTokens } from '@/lib/server/preview-used';

/**
 * The editors' preview entry (Strapi's "Open preview" opens it, in the panel's frame): with a valid token signed by
 * the CMS, used for the first time, it turns Next's draft mode on for this browser for at most an hour, with the
 * entry as its preview data (signed by Next: the pages read that entry's draft alone), and redirects to the page,
 * which then renders uncached, under a preview bar, with that entry opened or first. The redirect also takes the
 * token out of the address bar. A link opens the preview once: a copy (browser history, a forwarded link) is refused.
 */
export default async function enterPreview(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  // The token stays out of the Referer of anything this answer leads to.
  res.setHeader('Referrer-Policy', 'no-referrer');
  // The panel shows this answer (and its refusals) in its frame.
  res.removeHeader('X-Frame-Options');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(["'self'"], { frameAncestors: [env.cmsPublicOrigin] }));
  const token = req.query.token;
  const claims = verifyPreviewToken(token, env.previewSecret);
  if (!claims || typeof token !== 'string') {
    res.status(401).json({ message: 'This preview link is not valid or has expired. Open the preview again from the CMS.' });
    return;
  }
  const path = previewPath(claims.path);
  if (!path) {
    res.status(400).json({ message: 'This page cannot be previewed.' });
    return;
  }
  let first: boolean;
  try {
    // Counted before the cookie is set: a link racing itself on two instances opens one preview.
    first = await usedPreviewTokens().claim(previewTokenId(token), claims.exp - Date.now() / 1000);
  } catch (error) {
    console.error(
      `[preview] used links unavailable: ${redactCredentials(error instanceof Error ? error.message : String(error))}`,
    );
    res.status(503).json({ message: 'The preview cannot be opened just now. Please try again in a minute.' });
    return;
  }
  if (!first) {
    res.status(401).json({ message: 'This preview link has been used already. Open the preview again from the CMS.' });
    return;
  }
  const target: PreviewTarget = { uid: claims.uid, documentId: claims.documentId };
  res.setPreviewData(target, { maxAge: PREVIEW_COOKIE_MAX_AGE_SECONDS });
  res.redirect(307, path);
}
