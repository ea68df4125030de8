import { customRoutes } from '../../../platform/custom-routes';
import { adminOnly, publicRoute } from '../../../staff-auth/route-access';

export default customRoutes('api::exchange-rate.exchange-rate', [
  ['GET', '/get_exchange_rates', 'list', publicRoute],
  ['GET', '/exchange-rates/history', 'history', publicRoute],
  ['PUT', '/update/exchange-rates/:id', 'update', adminOnly],
]);
