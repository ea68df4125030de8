import { atmAdminOrAdmin, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'GET', path: '/atm-status', handler: 'api::atm.atm.list', config: publicRoute },
    {
      method: 'PUT',
      path: '/atm-status/:id',
      handler: 'api::atm.atm.update',
      config: atmAdminOrAdmin,
    },
  ],
};
