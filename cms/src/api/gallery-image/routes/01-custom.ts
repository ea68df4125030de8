import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::gallery-image.gallery-image', [
  ['GET', '/admin/gallery', 'list', publicRoute],
  ['POST', '/admin/gallery', 'upload', adminUpload({ kind: 'image', multiple: true })],
  ['DELETE', '/admin/gallery/:id', 'remove', adminOnly],
]);
