import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { admitStaff } from '../staff-auth/access';

/** The spec's `atmadmin` role (ATM status only) or `admin` (who may do everything an atmadmin may). */
export default async (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  await admitStaff(policyContext, strapi, ['admin', 'atmadmin']);
  return true;
};
