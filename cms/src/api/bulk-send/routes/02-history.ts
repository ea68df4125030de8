import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly } from '../../../staff-auth/route-access';

/**
 * The bulk sender's history and a send's results (docs/api.md "Bulk sending"): admin only. Loaded after
 * 01-custom.ts; `/bulk-jobs/:id/results` has a segment more than `/bulk-jobs/:id`, so the two never match the same path.
 */
export default customRoutes('api::bulk-send.bulk-history', [
  ['GET', '/bulk-jobs', 'list', adminOnly],
  ['GET', '/bulk-jobs/:id/results', 'results', adminOnly],
]);
