import { publicRoute } from '../../../staff-auth/route-access';

/** The loan terms, in the site's shape (docs/api.md): a shape Strapi's REST API cannot give, so a custom route. */
export default {
  routes: [{ method: 'GET', path: '/loan-terms', handler: 'api::loan-term.loan-term.loanTerms', config: publicRoute }],
};
