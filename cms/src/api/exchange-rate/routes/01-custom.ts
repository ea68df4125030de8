import { adminOnly, publicRoute } from '../../../staff-auth/route-access';

export default {
  routes: [
    { method: 'GET', path: '/get_exchange_rates', handler: 'api::exchange-rate.exchange-rate.list', config: publicRoute },
    {
      method: 'GET',
      path: '/exchange-rates/history',
      handler: 'api::exchange-rate.exchange-rate.history',
      config: publicRoute,
    },
    {
      method: 'PUT',
      path: '/update/exchange-rates/:id',
      handler: 'api::exchange-rate.exchange-rate.update',
      config: adminOnly,
    },
  ],
};
