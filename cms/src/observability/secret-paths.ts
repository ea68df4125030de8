/**
 * Paths whose last part is a secret: Africa's Talking's delivery-report URL carries AT_CALLBACK_TOKEN. Matched loosely
 * (any case, an encoded slash), as the router ignores case.
 */
const SECRET_PATH = /(\/sms\/delivery-reports)(?:\/|%2f)[^?#]*/i;

/** A request's path as the log shows it: a secret path segment is replaced by `[token]`. */
export const loggedPath = (path: string): string => path.replace(SECRET_PATH, '$1/[token]');
