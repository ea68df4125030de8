import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    {
      method: 'POST',
      path: '/send_bulk_sms',
      handler: 'api::bulk-send.bulk-send.sendSms',
      config: adminUpload({ kind: 'sheet' }),
    },
    {
      method: 'POST',
      path: '/send_bulk_email',
      handler: 'api::bulk-send.bulk-send.sendEmail',
      config: adminUpload({ kind: 'sheet' }),
    },
    {
      method: 'POST',
      path: '/send_bulk_sms/preview',
      handler: 'api::bulk-send.bulk-send.previewSms',
      config: adminUpload({ kind: 'sheet' }),
    },
    {
      method: 'POST',
      path: '/send_bulk_email/preview',
      handler: 'api::bulk-send.bulk-send.previewEmail',
      config: adminUpload({ kind: 'sheet' }),
    },
    { method: 'GET', path: '/bulk-jobs/:id', handler: 'api::bulk-send.bulk-send.progress', config: adminOnly },
    // Africa's Talking's delivery reports: the secret token in the path (AT_CALLBACK_TOKEN) is the caller's credential.
    {
      method: 'POST',
      path: '/sms/delivery-reports/:token',
      handler: 'api::bulk-send.bulk-send.deliveryReport',
      config: publicRoute,
    },
  ],
};
