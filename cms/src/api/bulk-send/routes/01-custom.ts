import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::bulk-send.bulk-send', [
  ['POST', '/send_bulk_sms', 'sendSms', adminUpload({ kind: 'sheet' })],
  ['POST', '/send_bulk_email', 'sendEmail', adminUpload({ kind: 'sheet' })],
  ['POST', '/send_bulk_sms/preview', 'previewSms', adminUpload({ kind: 'sheet' })],
  ['POST', '/send_bulk_email/preview', 'previewEmail', adminUpload({ kind: 'sheet' })],
  ['GET', '/bulk-jobs/:id', 'progress', adminOnly],
  // Africa's Talking's delivery reports: the secret token in the path (AT_CALLBACK_TOKEN) is the caller's credential.
  ['POST', '/sms/delivery-reports/:token', 'deliveryReport', publicRoute],
]);
