import { customRoutes } from '../../../platform/custom-routes';
import { atmAdminOrAdmin, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::atm.atm', [
  ['GET', '/atm-status', 'list', publicRoute],
  ['PUT', '/atm-status/:id', 'update', atmAdminOrAdmin],
]);
