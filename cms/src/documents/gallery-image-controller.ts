import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { GalleryImage, GalleryUploadAnswer, RemovedAnswer } from '@bank/shared';
import { findDocumentOr404, required } from '../platform/entries';
import { checkedFiles, isMediaFile, removeFiles, storeFile, type MediaFile } from './uploads';

const UID = 'api::gallery-image.gallery-image';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/gallery: public (the home carousel reads it), newest first. */
  async list(ctx: Context) {
    const entries = await strapi.documents(UID).findMany({
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      populate: ['image'],
    });
    const images: GalleryImage[] = [];
    for (const entry of entries) {
      // An entry whose image was removed from the media library is not shown.
      if (!entry.image) continue;
      images.push({
        id: entry.documentId,
        image_url: required(entry.image.url, 'Gallery image url'),
        alt_text: entry.alt_text || 'Moments with Trust Bank',
      });
    }
    ctx.body = images;
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
        const entry = await strapi.documents(UID).create({ data: { image: file.id } });
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
    } satisfies GalleryUploadAnswer;
  },

  /**
   * DELETE /api/admin/gallery/:id: the entry (one audit entry, the home page revalidated), then its
   * stored image and the media library's smaller copies of it, so /uploads/… answers 404.
   */
  async remove(ctx: Context) {
    const entry = await findDocumentOr404(ctx.params.id, 'Gallery image', (documentId) =>
      strapi.documents(UID).findOne({ documentId, populate: ['image'] }),
    );
    await strapi.documents(UID).delete({ documentId: entry.documentId });
    if (isMediaFile(entry.image)) await removeFiles(strapi, [entry.image]);
    ctx.body = { message: 'The image was removed.' } satisfies RemovedAnswer;
  },
});
