import type { Core } from '@strapi/strapi';
import { seedContent } from './seed';
import { ensurePanelAdmin, ensureStaffAccounts } from './utils/accounts';
import { registerSiteRevalidation } from './utils/revalidate';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerSiteRevalidation(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureStaffAccounts(strapi);
    await ensurePanelAdmin(strapi);
    if (process.env.SEED_ON_START !== 'false') await seedContent(strapi);
  },
};
