import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    {
      method: 'GET',
      path: '/important-documents',
      handler: 'api::important-notice.important-notice.list',
      config: publicRoute,
    },
    {
      method: 'POST',
      path: '/upload-pdf',
      handler: 'api::important-notice.important-notice.upload',
      config: adminUpload({ kind: 'notice' }),
    },
    {
      method: 'DELETE',
      path: '/important-documents/:filename',
      handler: 'api::important-notice.important-notice.remove',
      config: adminOnly,
    },
  ],
};
