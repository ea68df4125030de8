import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::news-item.news-item', [
  ['GET', '/news', 'list', publicRoute],
  ['POST', '/admin/news', 'create', adminUpload({ kind: 'image' })],
  ['PUT', '/admin/news/:id', 'update', adminUpload({ kind: 'image' })],
  ['DELETE', '/news/:id', 'remove', adminOnly],
]);
