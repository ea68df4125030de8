import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { findDocumentOr404 } from '../../../utils/documents';
import { jsonObjectBody } from '../../../utils/json-body';

const UID = 'api::atm.atm';
export const ATM_STATUSES = ['in-service', 'out-of-service'] as const;

interface AtmEntry {
  documentId: string;
  location: string;
  status: (typeof ATM_STATUSES)[number];
}

const toAtm = (entry: AtmEntry) => ({ id: entry.documentId, location: entry.location, status: entry.status });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/atm-status */
  async list(ctx: Context) {
    const entries = (await strapi.documents(UID).findMany({ sort: [{ location: 'asc' }] })) as unknown as AtmEntry[];
    ctx.body = entries.map(toAtm);
  },

  /** PUT /api/atm-status/:id with {status}. */
  async update(ctx: Context) {
    const { status } = jsonObjectBody(ctx);
    if (typeof status !== 'string' || !(ATM_STATUSES as readonly string[]).includes(status)) {
      throw new errors.ValidationError(`status must be one of ${ATM_STATUSES.join(', ')}`);
    }
    const entry = await findDocumentOr404<AtmEntry>(strapi, UID, ctx.params.id, 'ATM');
    const updated = (await strapi.documents(UID).update({
      documentId: entry.documentId,
      data: { status },
    } as never)) as unknown as AtmEntry;
    const words = status === 'in-service' ? 'in service' : 'out of service';
    ctx.body = { message: `${updated.location} is now ${words}`, atm: toAtm(updated) };
  },
});
