import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { admitStaff } from '../staff-auth/access';

/** The spec's `admin` role: the admin dashboard, news, rates, forms, reports, gallery, notices, ATM status, bulk sends. */
export default async (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const check = await admitStaff(policyContext, strapi, ['admin']);
  // The staff gate has answered every refusal already; one it did not see (a wiring fault) is refused all the same.
  // A PolicyError, as Strapi keeps only its message (its router replaces a thrown 401's or 403's with a bare word).
  if (!check.ok) throw new errors.PolicyError(check.message);
  return true;
};
