import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { Atm, AtmStatus, AtmStatusUpdateAnswer } from '@bank/shared';
import { findDocumentOr404, required } from '../platform/entries';
import { jsonObjectBody } from '../platform/json-body';

const UID = 'api::atm.atm';
// The CMS imports only types of the contract (its TypeScript source does not run here): `satisfies` keeps this in step.
export const ATM_STATUSES = ['in-service', 'out-of-service'] as const satisfies readonly AtmStatus[];
const isAtmStatus = (value: unknown): value is AtmStatus => (ATM_STATUSES as readonly unknown[]).includes(value);

/** An ATM as the document service returns it (Strapi's generated types, types/generated). */
type AtmEntry = Modules.Documents.Document<typeof UID>;

/** The opening-hours component, populated on every read (an ATM without rows is open around the clock). */
const POPULATE: ['opening_hours'] = ['opening_hours'];

/**
 * The spec's three fields, then what the CMS adds (a place on the map, opening hours) only where the ATM has it:
 * an older reader sees the spec's answer unchanged.
 */
const toAtm = (entry: AtmEntry): Atm => ({
  id: entry.documentId,
  location: required(entry.location, 'ATM location'),
  status: required(entry.service_status, 'ATM status'),
  ...(typeof entry.latitude === 'number' && typeof entry.longitude === 'number'
    ? { latitude: entry.latitude, longitude: entry.longitude }
    : {}),
  ...(entry.opening_hours?.length
    ? {
        opening_hours: entry.opening_hours.map(({ weekday, opens, closes }) => ({
          weekday: required(weekday, 'ATM opening weekday'),
          opens: required(opens, 'ATM opening time'),
          closes: required(closes, 'ATM closing time'),
        })),
      }
    : {}),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/atm-status */
  async list(ctx: Context) {
    const entries = await strapi.documents(UID).findMany({ sort: [{ location: 'asc' }], populate: POPULATE });
    ctx.body = entries.map(toAtm) satisfies Atm[];
  },

  /** PUT /api/atm-status/:id with {status}. */
  async update(ctx: Context) {
    const { status } = jsonObjectBody(ctx);
    if (!isAtmStatus(status)) {
      throw new errors.ValidationError(`status must be one of ${ATM_STATUSES.join(', ')}`);
    }
    const entry = await findDocumentOr404(ctx.params.id, 'ATM', (documentId) => strapi.documents(UID).findOne({ documentId }));
    const updated = required(
      await strapi.documents(UID).update({ documentId: entry.documentId, data: { service_status: status }, populate: POPULATE }),
      'The updated ATM',
    );
    const words = status === 'in-service' ? 'in service' : 'out of service';
    ctx.body = { message: `${updated.location} is now ${words}`, atm: toAtm(updated) } satisfies AtmStatusUpdateAnswer;
  },
});
