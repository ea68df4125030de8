import { customRoutes } from '../../../platform/custom-routes';
import { atmAdminOrAdmin, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::staff-auth.staff-auth', [
  ['POST', '/admin/login', 'adminLogin', publicRoute],
  ['POST', '/atmadmin/login', 'atmAdminLogin', publicRoute],
  ['POST', '/staff/logout', 'logout', atmAdminOrAdmin],
]);
