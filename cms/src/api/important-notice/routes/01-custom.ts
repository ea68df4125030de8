import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::important-notice.important-notice', [
  ['GET', '/important-documents', 'list', publicRoute],
  ['POST', '/upload-pdf', 'upload', adminUpload({ kind: 'notice' })],
  ['DELETE', '/important-documents/:filename', 'remove', adminOnly],
]);
