import type { Core } from '@strapi/strapi';
import { auditRowWrites, registerAuditTrail } from './audit/trail';
import { registerDocumentNames } from './documents/document-names';
import { removeFilesNoVersionUses } from './documents/uploads';
import { registerPlaceChecks } from './places/place-checks';
import { keepPreviewToItsEntry } from './preview/preview-scope';
import { registerLoanTermChecks } from './rates/loan-term-checks';
import { registerRateHistory } from './rates/history';
import { registerSiteRevalidation } from './revalidation/revalidate';
import { registerScheduleBinding, registerScheduleChecks } from './scheduling/schedule';
import { revokeTokensOnAccountChanges } from './staff-auth/staff';
import { hideTwoFactorSecrets, requireSecretForTwoFactor } from './staff-auth/two-factor';

type Register = (strapi: Core.Strapi) => void;

/**
 * Every document-service middleware of the CMS, outermost first: `strapi.documents.use` runs them in the order they
 * are registered, each around all the ones after it. The order matters:
 * - revalidation is outermost, so the site hears only of a write that every check inside let through;
 * - the save checks (download names, places, schedules, loan terms) refuse or complete a write before anything records it;
 * - the schedule binding sits outside the audit trail: a cancelled schedule is recorded after the edit that cancelled it;
 * - the upload clean-up reads every version's files before the write (a deleted version's are gone after it);
 * - the two-factor secrets are hidden outside the audit trail: the trail compares whole rows, and nobody outside it
 *   gets the secret;
 * - the rate history, innermost, reads the rate right before and after the write itself, inside every check above.
 */
const DOCUMENT_MIDDLEWARES: readonly Register[] = [
  registerSiteRevalidation,
  registerDocumentNames,
  registerPlaceChecks,
  registerScheduleChecks,
  registerScheduleBinding,
  registerLoanTermChecks,
  removeFilesNoVersionUses,
  keepPreviewToItsEntry,
  hideTwoFactorSecrets,
  registerAuditTrail,
  registerRateHistory,
];

/**
 * The query-engine lifecycles (writes below the document service), run in the order subscribed: the audit trail reads
 * the rows before a write first, then the staff-account checks complete the write (its token version) or refuse it.
 */
const ROW_LIFECYCLES: readonly Register[] = [auditRowWrites, revokeTokensOnAccountChanges, requireSecretForTwoFactor];

/** In the app's register(). */
export function registerDocumentMiddlewares(strapi: Core.Strapi): void {
  for (const register of DOCUMENT_MIDDLEWARES) register(strapi);
}

/** In the app's bootstrap(), once the database's lifecycles can be subscribed to. */
export function registerRowLifecycles(strapi: Core.Strapi): void {
  for (const register of ROW_LIFECYCLES) register(strapi);
}
