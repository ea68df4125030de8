import { publicRoute } from '../../../utils/route-access';

/** The fixed deposit terms, in the site's shape (docs/api.md). The editorial lists are Strapi core routes. */
export default {
  routes: [
    { method: 'GET', path: '/deposit-terms', handler: 'api::site-content.site-content.depositTerms', config: publicRoute },
  ],
};
