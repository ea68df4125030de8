import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { vouchedStaff } from '../platform/koa-state';
import { findStaffRoute, staffRoutes, type RouteUpload, type StaffRoute } from '../staff-auth/route-access';
import type { UploadKind } from './uploads';
import { isPanelUpload } from './panel-upload-gate';

const MB = 1024 * 1024;

/** The bodies the parser reads on any route, up to `textLimit`: JSON, a form's fields, text. */
const TEXT_TYPES = ['json', '+json', 'urlencoded', 'text'];

/** The bodies the CMS takes, by kind (config/middlewares.ts): the body gate's and the lingering close's limits. */
export interface BodyLimits {
  /** The largest JSON, form or text body (the body parser's own limits). */
  textLimit: number;
  /** The largest multipart body: the panel's media library, and the ceiling of the body parser's files. */
  multipartLimit: number;
  /** The largest body of an SMS delivery report (POST /api/sms/delivery-reports/{token}): a few short form fields. */
  reportLimit: number;
}

/** Africa's Talking's delivery reports: the router ignores case. */
const DELIVERY_REPORTS = /^\/api\/sms\/delivery-reports\//i;

/** A refusal in Strapi's error shape (reshaped for /api by error-shape.ts); not thrown: nothing to log per request. */
function refuse(ctx: Context, status: 413 | 415, message: string): void {
  const name = status === 413 ? 'PayloadTooLargeError' : 'UnsupportedMediaTypeError';
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

const size = (bytes: number) => (bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / MB)} MB`);

/** A multipart body of one file of its kind, with room for the form's other fields; several files: the ceiling. */
const uploadLimit = (strapi: Core.Strapi, upload: RouteUpload, ceiling: number): number =>
  upload.multiple ? ceiling : strapi.config.get<Record<UploadKind, number>>('bank.uploadLimits')[upload.kind] + MB;

const textLimitOf = (config: BodyLimits, ctx: Context): number =>
  DELIVERY_REPORTS.test(ctx.path) ? config.reportLimit : config.textLimit;

/**
 * The largest body `ctx`'s route takes from whoever may send it (an upload route's files, else text), whoever sent
 * this one: after an early refusal (an expired token), as much of the rest is read and discarded (lingering-close.ts).
 */
export function acceptedBodyLimit(strapi: Core.Strapi, routes: StaffRoute[], config: BodyLimits, ctx: Context): number {
  const upload = findStaffRoute(routes, ctx.method, ctx.path)?.upload;
  if (upload) return uploadLimit(strapi, upload, config.multipartLimit);
  if (isPanelUpload(ctx)) return config.multipartLimit;
  return textLimitOf(config, ctx);
}

/**
 * Runs after the staff gate and the panel's upload gate, before `strapi::body`: a body is read only where it is taken.
 * A file (multipart, or any type but JSON, a form's fields or text) is let through only to a staff upload route the
 * staff gate has vouched for, or to the panel's upload routes past their gate; elsewhere it is refused with 415
 * before a byte is read. A body declared larger than its route takes is refused with 413 just as early; one sent
 * without a length (chunked) is cut off while it streams by the parser's own limits (the same, for JSON and text).
 */
export default (config: BodyLimits, { strapi }: { strapi: Core.Strapi }) => {
  // Routes are registered after the middlewares are built: read them on the first request.
  let routes: StaffRoute[] | null = null;
  return async (ctx: Context, next: Next) => {
    const declared = ctx.request.length;
    const hasBody = (declared ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (!hasBody) return next();

    routes ??= staffRoutes(strapi);
    const route = vouchedStaff(ctx) ? findStaffRoute(routes, ctx.method, ctx.path) : undefined;
    let takesFiles: number | null = null;
    if (route?.upload) takesFiles = uploadLimit(strapi, route.upload, config.multipartLimit);
    else if (isPanelUpload(ctx)) takesFiles = config.multipartLimit;
    const isText = Boolean(ctx.is(TEXT_TYPES));
    if (!isText && takesFiles === null) {
      return refuse(ctx, 415, 'This address takes a JSON body (Content-Type: application/json)');
    }
    const textLimit = textLimitOf(config, ctx);
    const limit = isText || takesFiles === null ? textLimit : takesFiles;
    const tooLarge = `The body is larger than the ${size(limit)} limit`;
    if (declared !== undefined && declared > limit) return refuse(ctx, 413, tooLarge);
    try {
      await next();
    } catch (error) {
      // The parser's own refusal of a chunked body past its limit, in the same words.
      if ((error as { type?: string }).type !== 'entity.too.large') throw error;
      refuse(ctx, 413, tooLarge);
    }
  };
};
