import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'GET', path: '/reports', handler: 'api::document.document.listReports', config: publicRoute },
    { method: 'GET', path: '/form', handler: 'api::document.document.listForms', config: publicRoute },
    {
      method: 'POST',
      path: '/upload/reports',
      handler: 'api::document.document.uploadReport',
      config: adminUpload({ kind: 'document' }),
    },
    {
      method: 'POST',
      path: '/upload/form',
      handler: 'api::document.document.uploadForm',
      config: adminUpload({ kind: 'document' }),
    },
    {
      method: 'GET',
      path: '/download/reports/:filename',
      handler: 'api::document.document.downloadReport',
      config: publicRoute,
    },
    { method: 'GET', path: '/download/form/:filename', handler: 'api::document.document.downloadForm', config: publicRoute },
    // Staff remove what was uploaded, by the name the public lists give.
    { method: 'DELETE', path: '/form/:filename', handler: 'api::document.document.removeForm', config: adminOnly },
    { method: 'DELETE', path: '/reports/:filename', handler: 'api::document.document.removeReport', config: adminOnly },
  ],
};
