import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * The panel's routes that take files: the media library's admin API (POST /upload, /upload/files/:id/replace, …) and
 * the project settings' logos (POST /admin/project-settings).
 */
const PANEL_UPLOAD = /^\/(upload(\/|$)|admin\/project-settings\/?$)/i;

/** A request to one of the panel's upload routes: past this gate, from a live panel session. */
export const isPanelUpload = (ctx: Context) => ctx.method === 'POST' && PANEL_UPLOAD.test(ctx.path);

const bearerToken = (ctx: Context): string | null =>
  /^Bearer\s+(\S+)$/i.exec((ctx.get('authorization') ?? '').trim())?.[1] ?? null;

async function hasLivePanelSession(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const token = bearerToken(ctx);
  if (!token) return false;
  const sessions = strapi.sessionManager('admin');
  const access = sessions.validateAccessToken(token);
  return access.isValid && (await sessions.isSessionActive(access.payload.sessionId));
}

/**
 * The staff gate's rule for the panel's own uploads, on the CMS's port: Strapi checks the panel login only after its
 * body parser has streamed the files to disk, so a body sent to the media library is read only with a live panel
 * session. The editor's rights and the file types are still Strapi's to judge afterwards.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (isPanelUpload(ctx) && !(await hasLivePanelSession(strapi, ctx))) {
      // Set by hand: the exact answer of Strapi's own panel sign-in check, which the panel expects.
      ctx.status = 401;
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
      };
      return;
    }
    await next();
  };
