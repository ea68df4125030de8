import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { closuresProblem, coordinatesProblem, facilitiesProblem, openingHoursProblem } from './place-rules';

/** The types with a place on the map and opening hours; ATMs have no closures or facilities. */
const PLACE_TYPES = ['api::branch.branch', 'api::atm.atm'] as const;

type Data = Record<string, unknown>;

function refuse(field: string, message: string): never {
  // With the field's path the panel shows the message under the field, besides the error notification.
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/**
 * Branches and ATMs as anyone saves them (the panel, the REST API, the staff ATM screen, the seed): opening intervals
 * that open before they close and do not overlap, one closure per date, each facility once, and a latitude with its
 * longitude. A refused save changes nothing.
 */
export function registerPlaceChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!(PLACE_TYPES as readonly string[]).includes(context.uid)) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as { data?: Data; documentId?: string };
    const data = params.data;
    if (!data) return next();

    const hours = openingHoursProblem(data.opening_hours);
    if (hours) refuse('opening_hours', hours);
    const closures = closuresProblem(data.closures);
    if (closures) refuse('closures', closures);
    const facilities = facilitiesProblem(data.facilities);
    if (facilities) refuse('facilities', facilities);

    if ('latitude' in data || 'longitude' in data) {
      let { latitude, longitude } = data;
      // A save of one coordinate is checked with the other as stored.
      if (context.action === 'update' && !('latitude' in data && 'longitude' in data) && params.documentId) {
        const current = (await strapi.db.query(context.uid as (typeof PLACE_TYPES)[number]).findOne({
          where: { documentId: params.documentId },
          select: ['latitude', 'longitude'],
        })) as { latitude?: number | null; longitude?: number | null } | null;
        if (!('latitude' in data)) latitude = current?.latitude;
        if (!('longitude' in data)) longitude = current?.longitude;
      }
      const where = coordinatesProblem(latitude, longitude);
      if (where) refuse('latitude' in data ? 'latitude' : 'longitude', where);
    }
    return next();
  });
}
