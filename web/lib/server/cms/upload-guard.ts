/**
 * Staff calls through the /api proxy. Every change needs a staff token (docs/api.md); a call without one is refused
 * here, before its body is read or the CMS is asked, so an anonymous upload never streams through the site. The CMS
 * still checks the token itself, also before reading the body (cms/src/middlewares/staff-gate.ts).
 */
import { messages } from '@/lib/shared/messages';

const PUBLIC_WRITES = new Set(['/api/admin/login', '/api/atmadmin/login']);
/** Africa's Talking's delivery reports: the token in the path is the caller's credential, checked by the CMS. */
const DELIVERY_REPORTS = /^\/api\/sms\/delivery-reports\/[^/]+$/;
/** The bulk sends answer errors as `{error}` (spec section 7). */
const BULK_SENDS = new Set([
  '/api/send_bulk_sms',
  '/api/send_bulk_email',
  '/api/send_bulk_sms/preview',
  '/api/send_bulk_email/preview',
]);

/** The CMS's own words for a call without a token, so a client sees one message whichever side refused. */
export const AUTHENTICATION_REQUIRED = 'Authentication required: send Authorization: Bearer <token>';
/**
 * The bulk page is used by bank officers: the CMS answers its calls without a token with what to do
 * (cms/src/middlewares/error-shape.ts), and so does the site.
 */
export const BULK_SIGN_IN_REQUIRED = messages.bulk.signInRequired;

const BEARER = /^Bearer\s+\S+$/i;

/**
 * A 401 for a staff call (any method but GET and HEAD, except the logins and the SMS delivery reports) without `Authorization: Bearer …`, or null.
 * The site's server reads the rest of the body after the answer and discards it, unparsed (@bank/shared/server/lingering-close).
 */
export function refuseAnonymousStaffCall(request: Request, cmsPath: string): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || PUBLIC_WRITES.has(cmsPath)) return null;
  if (request.method === 'POST' && DELIVERY_REPORTS.test(cmsPath)) return null;
  if (BEARER.test((request.headers.get('authorization') ?? '').trim())) return null;
  const body = BULK_SENDS.has(cmsPath) ? { error: BULK_SIGN_IN_REQUIRED } : { message: AUTHENTICATION_REQUIRED };
  return Response.json(body, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}
