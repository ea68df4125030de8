/** A request's path or URL as every log writes it: no query string, the delivery-report token as `[token]`. */
export function loggedPath(pathOrUrl: string | undefined): string;

/** A text (an error message) with each path's delivery-report token as `[token]` and each query as `?[query]`. */
export function redactPaths(text: string): string;
