import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'GET', path: '/admin/gallery', handler: 'api::gallery-image.gallery-image.list', config: publicRoute },
    {
      method: 'POST',
      path: '/admin/gallery',
      handler: 'api::gallery-image.gallery-image.upload',
      config: adminUpload({ kind: 'image', multiple: true }),
    },
    { method: 'DELETE', path: '/admin/gallery/:id', handler: 'api::gallery-image.gallery-image.remove', config: adminOnly },
  ],
};
