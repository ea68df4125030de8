import { adminOnly } from '../../../staff-auth/route-access';

/**
 * The bulk sender's history and a send's results (docs/api.md "Bulk sending"): admin only. Loaded after
 * 01-custom.ts; `/bulk-jobs/:id/results` has a segment more than `/bulk-jobs/:id`, so the two never match the same path.
 */
export default {
  routes: [
    { method: 'GET', path: '/bulk-jobs', handler: 'api::bulk-send.bulk-history.list', config: adminOnly },
    { method: 'GET', path: '/bulk-jobs/:id/results', handler: 'api::bulk-send.bulk-history.results', config: adminOnly },
  ],
};
