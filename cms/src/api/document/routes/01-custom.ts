import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::document.document', [
  ['GET', '/reports', 'listReports', publicRoute],
  ['GET', '/form', 'listForms', publicRoute],
  ['POST', '/upload/reports', 'uploadReport', adminUpload({ kind: 'document' })],
  ['POST', '/upload/form', 'uploadForm', adminUpload({ kind: 'document' })],
  ['GET', '/download/reports/:filename', 'downloadReport', publicRoute],
  ['GET', '/download/form/:filename', 'downloadForm', publicRoute],
  // Staff remove what was uploaded, by the name the public lists give.
  ['DELETE', '/form/:filename', 'removeForm', adminOnly],
  ['DELETE', '/reports/:filename', 'removeReport', adminOnly],
]);
