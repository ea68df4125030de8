import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { admitStaff } from '../staff-auth/access';

/** The spec's `admin` role: the admin dashboard, news, rates, forms, reports, gallery, notices, ATM status, bulk sends. */
export default async (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  await admitStaff(policyContext, strapi, ['admin']);
  return true;
};
