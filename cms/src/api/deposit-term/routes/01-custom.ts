import { customRoutes } from '../../../platform/custom-routes';
import { publicRoute } from '../../../staff-auth/route-access';

/** The fixed deposit terms, in the site's shape (docs/api.md): a shape Strapi's REST API cannot give, so a custom route. */
export default customRoutes('api::deposit-term.deposit-term', [['GET', '/deposit-terms', 'depositTerms', publicRoute]]);
