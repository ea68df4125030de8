import { customRoutes } from '../../../platform/custom-routes';
import { publicRoute } from '../../../staff-auth/route-access';

/** The loan terms, in the site's shape (docs/api.md): a shape Strapi's REST API cannot give, so a custom route. */
export default customRoutes('api::loan-term.loan-term', [['GET', '/loan-terms', 'loanTerms', publicRoute]]);
