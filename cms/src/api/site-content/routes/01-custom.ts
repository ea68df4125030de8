import { publicRoute } from '../../../utils/route-access';
import { EDITORIAL_PATHS } from '../controllers/site-content';

/** Read-only, public lists of the editorial content types (published entries only). */
export default {
  routes: [
    ...Object.entries(EDITORIAL_PATHS).map(([path, action]) => ({
      method: 'GET',
      path,
      handler: `api::site-content.site-content.${action}`,
      config: publicRoute,
    })),
    { method: 'GET', path: '/deposit-terms', handler: 'api::site-content.site-content.depositTerms', config: publicRoute },
  ],
};
