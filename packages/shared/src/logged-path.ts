// A request's path or URL as every log writes it (the site's and the CMS's request lines, the site's proxy errors;
// nginx's access-log format applies the same rule in deploy/nginx/templates).

/**
 * Africa's Talking's delivery-report URL ends in the secret AT_CALLBACK_TOKEN. Matched loosely (any case, an encoded
 * slash, any prefix such as the CMS's own /api), as the routers ignore case.
 */
const SECRET_PATH = /(\/sms\/delivery-reports)(?:\/|%2f)[^\s?#"']*/gi;

/**
 * The path alone, its secret segment replaced by `[token]`, and no query string: a query can carry a secret (the
 * preview link's token, Next's draft-mode secret), and no log needs one.
 */
export function loggedPath(pathOrUrl: string | undefined): string {
  const text = typeof pathOrUrl === 'string' && pathOrUrl ? pathOrUrl : '/';
  const path = text.split(/[?#]/, 1)[0] || '/';
  return path.replace(SECRET_PATH, '$1/[token]');
}

/** Every request path or URL inside a longer text (an error message), each written as loggedPath writes it. */
export function redactPaths(text: string): string {
  return text.replace(SECRET_PATH, '$1/[token]').replace(/(\/[^\s?#"']*)\?[^\s#"']+/g, '$1?[query]');
}
