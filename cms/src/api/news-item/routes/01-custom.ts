import { adminOnly, adminUpload, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'GET', path: '/news', handler: 'api::news-item.news-item.list', config: publicRoute },
    {
      method: 'POST',
      path: '/admin/news',
      handler: 'api::news-item.news-item.create',
      config: adminUpload({ kind: 'image' }),
    },
    {
      method: 'PUT',
      path: '/admin/news/:id',
      handler: 'api::news-item.news-item.update',
      config: adminUpload({ kind: 'image' }),
    },
    {
      method: 'DELETE',
      path: '/news/:id',
      handler: 'api::news-item.news-item.remove',
      config: adminOnly,
    },
  ],
};
