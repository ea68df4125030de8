import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { panelAccount, recordSignIn } from '../audit/trail';
import { loginRefusals } from '../observability/metrics';
import { loginThrottle } from './login-throttle';

/** The panel's sign-in (Strapi's admin API); Koa's router ignores case and a trailing slash, so this does too. */
const PANEL_LOGIN = /^\/admin\/login\/?$/i;
/** Strapi's own words for its login limit, so the panel shows its usual message. */
const THROTTLED = 'Too many requests, please try again later.';

/**
 * The staff logins' throttle (staff-auth/login-throttle.ts) in front of the panel's sign-in. Strapi's own limit (5 per email
 * and address) counts in each instance's memory and has no limit per address, so several CMS instances each allowed
 * their own 5, and one address could try a different email on every request. Here every attempt is counted before
 * Strapi checks the password, in the same store as the staff logins (Redis when configured, shared by instances):
 * per email and address pair, and per address across the staff and panel logins. Strapi's own limit stays behind it.
 * Each sign-in, good or refused, is an audit entry.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.method !== 'POST' || !PANEL_LOGIN.test(ctx.path)) return next();
    const body: unknown = ctx.request.body;
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    // Strapi refuses a sign-in without an email itself; it is still an attempt of this address.
    const username = `panel:${typeof email === 'string' ? email.trim().slice(0, 200) : ''}`;
    const throttle = loginThrottle(strapi);
    const address = ctx.request.ip;

    // In the audit trail under the account's e-mail, or "unknown username": never what was typed for no account.
    const audit = async (ok: boolean, reason: string | null) =>
      recordSignIn(strapi, { login: 'panel login', account: await panelAccount(strapi, email), ok, kind: 'panel', reason });

    const verdict = await throttle.attempt(username, address);
    if (verdict.refused) {
      loginRefusals.inc({ login: 'panel', reason: `throttled_${verdict.limit}` });
      await audit(false, 'too many failed attempts');
      // Set by hand: the exact answer of Strapi's own login limit (which the panel shows), beside its Retry-After.
      ctx.status = 429;
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      ctx.body = { data: null, error: { status: 429, name: 'RateLimitError', message: THROTTLED, details: {} } };
      return;
    }
    const refused = async () => {
      await throttle.recordFailure(username, address);
      await audit(false, 'wrong e-mail or password');
      // Strapi refuses a wrong email or password (and a malformed sign-in) with 400, thrown as an error.
      loginRefusals.inc({ login: 'panel', reason: 'invalid_credentials' });
    };
    try {
      await next();
    } catch (error) {
      await refused();
      throw error;
    }
    if (ctx.status === 200) {
      await throttle.recordSuccess(username, address);
      await audit(true, null);
    } else await refused();
  };
