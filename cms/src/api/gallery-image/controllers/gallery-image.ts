import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { mediaUrl, type Media } from '../../../utils/documents';
import { checkedFiles, removeFiles, storeFile, type MediaFile } from '../../../utils/uploads';

const UID = 'api::gallery-image.gallery-image';

interface GalleryEntry {
  documentId: string;
  image: Media | null;
  alt_text: string | null;
}

const toGalleryImage = (entry: GalleryEntry) => ({
  id: entry.documentId,
  image_url: mediaUrl(entry.image),
  alt_text: entry.alt_text || 'Moments with Trust Bank',
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/gallery: public (the home carousel reads it), newest first. */
  async list(ctx: Context) {
    const entries = (await strapi.documents(UID).findMany({
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: ['image'],
    })) as unknown as GalleryEntry[];
    ctx.body = entries.filter((entry) => entry.image).map(toGalleryImage);
  },

  /** POST /api/admin/gallery (multipart, repeated `images`): all images are stored, or none. */
  async upload(ctx: Context) {
    const images = await checkedFiles(ctx, strapi, 'images', 'image', { multiple: true });
    const stored: MediaFile[] = [];
    const created: string[] = [];
    try {
      for (const image of images) {
        const file = await storeFile(strapi, image, 'gallery');
        stored.push(file);
        const entry = (await strapi
          .documents(UID)
          .create({ data: { image: file.id }, populate: ['image'] } as never)) as unknown as GalleryEntry;
        created.push(entry.documentId);
      }
    } catch (error) {
      for (const documentId of created) await strapi.documents(UID).delete({ documentId });
      await removeFiles(strapi, stored);
      throw error;
    }
    ctx.status = 201;
    ctx.body = {
      message: 'Images uploaded successfully.',
      images: stored.map((file, index) => ({ id: created[index], image_url: file.url })),
    };
  },
});
