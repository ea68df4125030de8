import { isSafeFileName } from '../lib/server/safe-file-name';

/**
 * A removed upload is no longer served by its resized copies either. Next's image optimiser keeps the
 * copies it made of an /uploads/ file for up to `images.minimumCacheTTL` (30 days) and answers /_next/image from them
 * without asking for the original again, so before such a request reaches Next this server asks the CMS whether the
 * file is still there (HEAD /uploads/…). A file found is remembered for a minute; everything remembered is forgotten
 * when the site revalidates (a removal revalidates the pages that showed the file), so a removal takes effect at once.
 * When the CMS cannot answer, Next serves its copies as before: an outage must not blank the site's images.
 */
const FOUND_FOR_MS = 60_000;
const CHECK_TIMEOUT_MS = 5_000;
/** Enough for every image of the site; past it the memory starts again. */
const MAX_REMEMBERED = 5_000;

/** The /uploads/ file a /_next/image request asks for (its `url` parameter), or null for any other request. */
export function uploadOfImageRequest(requestUrl: string | undefined): string | null {
  if (!requestUrl?.startsWith('/_next/image?')) return null;
  const url = new URLSearchParams(requestUrl.slice('/_next/image?'.length)).get('url');
  if (!url?.startsWith('/uploads/')) return null;
  const segments = url.slice('/uploads/'.length).split('/');
  // Anything that is not a plain file path is Next's to refuse (400), as before.
  return segments.every(isSafeFileName) ? `/uploads/${segments.map(encodeURIComponent).join('/')}` : null;
}

export class UploadPresence {
  private readonly found = new Map<string, number>();

  constructor(
    private readonly cmsUrl: string,
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** False only when the CMS says the file is gone (404); true when it is there or the CMS cannot say. */
  async isServed(upload: string): Promise<boolean> {
    const until = this.found.get(upload);
    if (until !== undefined && until > this.now()) return true;
    let status: number;
    try {
      status = (
        await this.fetchImpl(`${this.cmsUrl}${upload}`, {
          method: 'HEAD',
          cache: 'no-store',
          signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        })
      ).status;
    } catch (error) {
      console.warn(`[site] could not ask the CMS for ${upload}: ${error instanceof Error ? error.message : String(error)}`);
      return true;
    }
    if (status === 404) {
      this.found.delete(upload);
      return false;
    }
    if (status >= 200 && status < 300) {
      if (this.found.size >= MAX_REMEMBERED) this.found.clear();
      this.found.set(upload, this.now() + FOUND_FOR_MS);
    }
    return true;
  }

  /** Forgets every file found: the next request for each asks the CMS again. */
  forget(): void {
    this.found.clear();
  }
}
