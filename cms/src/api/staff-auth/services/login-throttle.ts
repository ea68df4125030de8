import type { Core } from '@strapi/strapi';
import { LoginThrottle, type LoginThrottleOptions } from '../../../staff-auth/login-throttle';

/** The one login throttle of this CMS instance (config `bank.loginRateLimit`); closed by the app's destroy hook. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  new LoginThrottle({ ...strapi.config.get<Omit<LoginThrottleOptions, 'log'>>('bank.loginRateLimit'), log: strapi.log });
