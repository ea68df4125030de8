/**
 * A single file name: no separators, no traversal, no control characters. One check for a file name in a URL: the /api
 * proxy's routes, the uploads route and the site's server (web/server/removed-uploads.ts).
 */
export function isSafeFileName(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= 255 &&
    segment !== '.' &&
    segment !== '..' &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    !/[/\\\u0000-\u001f\u007f]/.test(segment)
  );
}
