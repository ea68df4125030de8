import { publicRoute } from '../../../staff-auth/route-access';

/** The fixed deposit terms, in the site's shape (docs/api.md): a shape Strapi's REST API cannot give, so a custom route. */
export default {
  routes: [
    { method: 'GET', path: '/deposit-terms', handler: 'api::deposit-term.deposit-term.depositTerms', config: publicRoute },
  ],
};
