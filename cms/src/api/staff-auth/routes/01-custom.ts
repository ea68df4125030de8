import { atmAdminOrAdmin, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'POST', path: '/admin/login', handler: 'api::staff-auth.staff-auth.adminLogin', config: publicRoute },
    { method: 'POST', path: '/atmadmin/login', handler: 'api::staff-auth.staff-auth.atmAdminLogin', config: publicRoute },
    { method: 'POST', path: '/staff/logout', handler: 'api::staff-auth.staff-auth.logout', config: atmAdminOrAdmin },
  ],
};
