import sharp from 'sharp';
import { INLINE_IMAGE_WIDTH } from '@/lib/shared/inline-image-width';
import { INLINE_IMAGE_MAX_BYTES, inlineImage } from './inline-image';

/** A picture as an upload would be: a photo-like gradient of the given size, as JPEG. */
async function upload(width: number, height: number, noise = false): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = noise ? Math.floor(Math.random() * 256) : Math.floor(((i / 3) % width) * (255 / width));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function serving(bytes: Buffer | null) {
  const asked: string[] = [];
  const fetchUpload = async (src: string) => {
    asked.push(src);
    return bytes ? new Response(new Uint8Array(bytes)) : new Response('gone', { status: 404 });
  };
  return { asked, fetchUpload };
}

describe('inlineImage: the first banner picture written into the page', () => {
  it('gives a data: URL of the 750 px webp rendition of an upload', async () => {
    const { asked, fetchUpload } = serving(await upload(1920, 600));
    const url = await inlineImage('/uploads/banner_a_1.jpg', fetchUpload);
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(url!.split(',')[1], 'base64');
    expect(bytes.length).toBeLessThanOrEqual(INLINE_IMAGE_MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(INLINE_IMAGE_WIDTH);
    expect(meta.height).toBe(Math.round((600 * INLINE_IMAGE_WIDTH) / 1920));
    expect(asked).toEqual(['/uploads/banner_a_1.jpg']);
  });

  it('makes each upload once (names are unique), but tries again after a failure', async () => {
    const good = serving(await upload(800, 300));
    await inlineImage('/uploads/banner_b_1.jpg', good.fetchUpload);
    await inlineImage('/uploads/banner_b_1.jpg', good.fetchUpload);
    expect(good.asked).toHaveLength(1);

    const missing = serving(null);
    expect(await inlineImage('/uploads/banner_c_1.jpg', missing.fetchUpload)).toBeNull();
    const back = serving(await upload(800, 300));
    expect(await inlineImage('/uploads/banner_c_1.jpg', back.fetchUpload)).toMatch(/^data:image\/webp;base64,/);
  });

  it('leaves a picture whose rendition is too large to its own request', async () => {
    const { asked, fetchUpload } = serving(await upload(1600, 1200, true));
    expect(await inlineImage('/uploads/banner_noise_1.jpg', fetchUpload)).toBeNull();
    // Known to be too large: not fetched and made again at the next regeneration.
    expect(await inlineImage('/uploads/banner_noise_1.jpg', fetchUpload)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('never enlarges a small picture', async () => {
    const { fetchUpload } = serving(await upload(320, 100));
    const url = await inlineImage('/uploads/banner_small_1.jpg', fetchUpload);
    expect((await sharp(Buffer.from(url!.split(',')[1], 'base64')).metadata()).width).toBe(320);
  });

  it('reads only uploads: another origin, a path outside /uploads or with ../ is not fetched', async () => {
    const { asked, fetchUpload } = serving(await upload(800, 300));
    for (const src of [
      'https://example.com/a.jpg',
      '/images/logo.png',
      '/uploads/../admin',
      '/uploads/a/b.jpg',
      '/uploads/..',
      '/uploads/.env',
      '',
    ]) {
      expect(await inlineImage(src, fetchUpload)).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('a file that is not a picture gives null, not an error', async () => {
    const { fetchUpload } = serving(Buffer.from('<html>not a picture</html>'));
    expect(await inlineImage('/uploads/not_a_picture_1.jpg', fetchUpload)).toBeNull();
  });
});
