import type { Core } from '@strapi/strapi';
import { chainKey, sealUnchainedEntries } from './audit/chain';
import { registerAuditExport } from './audit/export';
import { keepAuditLogToSuperAdmin, startAuditRetention, stopAuditRetention } from './audit/trail';
import { startBulkSending, stopBulkSending } from './bulk/runtime';
import { registerDocumentMiddlewares, registerRowLifecycles } from './document-pipeline';
import { configureMediaLibrary } from './documents/media-library';
import { openFrontWhenReady, stopFrontListener } from './observability/front-listener';
import { readiness } from './observability/readiness';
import { applyPanelWords } from './panel/panel-configuration';
import { setUpPermissionsOnce } from './panel/permission-setup';
import { grantPublicEditorialReads } from './panel/public-permissions';
import { stopGracefullyOnSignals } from './platform/graceful-stop';
import { ensureLocales } from './platform/locales';
import { makeRateHistoryReadOnlyInPanel } from './rates/history';
import { schedulingPermissions } from './scheduling/permissions';
import { startScheduler, stopScheduler } from './scheduling/runtime';
import { seedContent } from './seed';
import { editorsToContent, ensurePanelAccounts, ensureStaffAccounts, makeBulkSendsReadOnlyInPanel } from './staff-auth/accounts';
import { loginThrottle } from './staff-auth/login-throttle';
import { encryptStoredSecrets, twoFactorKeys } from './staff-auth/two-factor';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Refuses to start without the key the audit trail is sealed with.
    chainKey(strapi);
    registerDocumentMiddlewares(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerRowLifecycles(strapi);
    // Entries from before the trail was sealed: chained once, in the order they were written.
    await sealUnchainedEntries(strapi);
    // Before anything listens: without a valid TWO_FACTOR_KEY the CMS says so and does not start.
    twoFactorKeys(strapi);
    // GET /admin/audit-log/export: the Audit log as CSV, for the Super Admin (the panel's "Export as CSV").
    registerAuditExport(strapi);
    // SIGTERM/SIGINT: in-flight requests finish and the bulk worker releases its job before Strapi stops.
    stopGracefullyOnSignals(strapi);
    // CMS_FRONT_PORT: a second port for nginx, open while /_ready would answer 200, from the moment Strapi listens.
    openFrontWhenReady(strapi, () => readiness(strapi));
    // Secrets stored in clear by an earlier version, or under a key no longer first: encrypted with the first key now.
    await encryptStoredSecrets(strapi);
    await ensureStaffAccounts(strapi);
    await ensurePanelAccounts(strapi);
    await configureMediaLibrary(strapi);
    await makeBulkSendsReadOnlyInPanel(strapi);
    // Once, at the first start (then the operator's, in Settings > Roles): a later start that finds them changed logs it.
    await setUpPermissionsOnce(strapi, [editorsToContent, schedulingPermissions]);
    await keepAuditLogToSuperAdmin(strapi);
    await makeRateHistoryReadOnlyInPanel(strapi);
    await grantPublicEditorialReads(strapi);
    await applyPanelWords(strapi);
    // The site's five languages, for the editors' translations and the public reads' `locale`.
    await ensureLocales(strapi);
    // Bulk jobs stored by any instance (or left by one that stopped) are sent from here in the background.
    startBulkSending(strapi);
    // Publish and unpublish at the times editors set (and what came due while the CMS was down, now).
    startScheduler(strapi);
    startAuditRetention(strapi);
    if (process.env.SEED_ON_START === 'false') return;
    try {
      await seedContent(strapi);
    } catch (error) {
      // Sample content is a convenience: the CMS still starts, and the next start retries the failed type.
      strapi.log.error(`Seeding sample content failed: ${String(error)}`);
    }
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Closed already by a graceful stop; otherwise (a test's restart, a failed start) cut at once, as Strapi's own
    // destroy cuts the main port's connections.
    await stopFrontListener(0);
    await stopBulkSending();
    await stopScheduler();
    stopAuditRetention();
    // Its Redis connection would otherwise keep the process alive after Strapi stops.
    await loginThrottle(strapi).close();
  },
};
