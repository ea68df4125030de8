import '@/lib/server/server-only';
import sharp from 'sharp';
import { env } from '@/lib/server/env';
import { INLINE_IMAGE_WIDTH } from '@/lib/shared/inline-image-width';

/** Past this many bytes the picture is left to its own request: the page's first round trip matters more. */
export const INLINE_IMAGE_MAX_BYTES = 6 * 1024;

const UPLOAD_TIMEOUT_MS = 5_000;

/** Upload names are unique (a changed picture is a new name), so a rendition made once stays right. */
const made = new Map<string, Promise<string | null>>();

/** Null when the rendition is too large (remembered); throws when the CMS could not give the upload (not). */
async function render(src: string, fetchUpload: (src: string) => Promise<Response>): Promise<string | null> {
  const response = await fetchUpload(src);
  if (!response.ok) throw new Error(`The CMS answered ${response.status} for ${src}`);
  const bytes = await sharp(Buffer.from(await response.arrayBuffer()))
    .resize({ width: INLINE_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return bytes.length > INLINE_IMAGE_MAX_BYTES ? null : `data:image/webp;base64,${bytes.toString('base64')}`;
}

/**
 * An uploaded picture as a `data:` URL of its 750 px webp rendition, for the one image a page's largest paint waits
 * for (the home page's first banner): written into the HTML, it needs no request of its own, which on a slow
 * network is a round trip before the page's main picture appears. Null for anything but an upload, a picture whose
 * rendition is too large to be worth it, or one the CMS cannot give now (the page then loads it by URL, as before).
 */
export function inlineImage(
  src: string,
  // A CMS that does not answer must not hold up the page's regeneration: the picture then comes by URL.
  fetchUpload: (src: string) => Promise<Response> = (path) =>
    fetch(`${env.cmsInternalUrl}${path}`, { signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) }),
): Promise<string | null> {
  // Stricter than isSafeFileName: Strapi stores names of word characters, dots and dashes, and nothing else is fetched.
  if (!/^\/uploads\/\w[\w.-]*$/.test(src)) return Promise.resolve(null);
  let rendition = made.get(src);
  if (!rendition) {
    rendition = render(src, fetchUpload).catch(() => {
      // A failure is not remembered: the next regeneration tries again.
      made.delete(src);
      return null;
    });
    made.set(src, rendition);
  }
  return rendition;
}

/**
 * The InlineImages context's value for a page whose largest paint on a phone is `src` (components/ui/inline-images.ts):
 * that picture's data URL by its upload URL, or nothing when it cannot be inlined.
 */
export async function inlineImagesFor(src: string | null | undefined): Promise<Record<string, string>> {
  const inline = src ? await inlineImage(src) : null;
  return src && inline ? { [src]: inline } : {};
}
