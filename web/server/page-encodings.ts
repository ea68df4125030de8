import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fresh from 'fresh';
import Negotiator from 'negotiator';

/** Versions of pages remembered, with their tag and compressed bytes: more than the site has. */
const REMEMBERED = 500;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed once per version of a page, so as small as the encoders make it in reasonable time. */
const ENCODERS = {
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body: Buffer) => gzip(body, { level: 9 }),
} as const;
type Encoding = keyof typeof ENCODERS;

function etagOf(body: string): string {
  return `"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

/** A page Next serves from its cache (ISR or static: `s-maxage`), the same to every visitor until it is regenerated. */
function isCachedPage(response: ServerResponse): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return /\bs-maxage=\d/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

function notModified(response: ServerResponse, end: () => ServerResponse): ServerResponse {
  response.statusCode = 304;
  response.removeHeader('content-length');
  response.removeHeader('content-type');
  return end();
}

interface Version {
  body: string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The ETag and the compressed bytes of a page, computed once per version of it. Next's own ETag (generateEtags)
 * hashed the whole page in JavaScript on every request, and the compression deflated it again on every request: on
 * a 138 KB page that was most of the site's CPU. A cached page is the same string every time, so each version is
 * hashed natively once, and compressed once in the background (Node's zlib on its thread pool); until then, and for
 * everything else (streamed pages, the /api answers, files), the `compression` middleware beneath compresses as it
 * goes.
 */
export class PageEncodings {
  private readonly versions = new Map<string, Version>();

  /** The version of `path` whose HTML is `body`. */
  private versionOf(path: string, body: string): Version {
    const known = this.versions.get(path);
    if (known && known.body === body) return known;
    const version: Version = { body, etag: etagOf(body), encoded: {} };
    if (this.versions.size >= REMEMBERED) this.versions.clear();
    this.versions.set(path, version);
    return version;
  }

  private encodeLater(version: Version, encoding: Encoding): void {
    if (encoding in version.encoded) return;
    version.encoded[encoding] = undefined;
    ENCODERS[encoding](Buffer.from(version.body)).then(
      (bytes) => (version.encoded[encoding] = bytes),
      () => delete version.encoded[encoding],
    );
  }

  /**
   * Takes over the end of `response` when it is a page in one piece (a GET answered 200 with HTML, as Next sends a
   * page it does not stream): tags it and answers 304 to a browser that has it (`If-None-Match`); a cached page is
   * also sent as the compressed bytes of its version once they are ready. To be applied over the compression middleware, which leaves an answer
   * that already has a Content-Encoding as it is.
   */
  handle(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET') return;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const path = (request.url ?? '/').split('?')[0];
    response.end = ((...args: unknown[]) => {
      const [body] = args;
      if (
        typeof body !== 'string' ||
        response.statusCode !== 200 ||
        response.headersSent ||
        response.hasHeader('etag') ||
        !String(response.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        return end(...args);
      }
      // A page rendered for each request (its own nonce, a search's results) is tagged, as Next did, but neither
      // remembered nor compressed ahead: each version would be new, and compressing it again a waste.
      if (!isCachedPage(response)) {
        const etag = etagOf(body);
        response.setHeader('ETag', etag);
        if (fresh(request.headers, { etag })) return notModified(response, end);
        return end(...args);
      }
      const version = this.versionOf(path, body);
      response.setHeader('ETag', version.etag);
      if (fresh(request.headers, { etag: version.etag })) return notModified(response, end);
      // The compression middleware's choice: br, else gzip (negotiator takes the preference list; its types lag).
      const negotiator = new Negotiator(request) as unknown as {
        encoding(available: string[], preferred: string[]): string | undefined;
      };
      const encoding = negotiator.encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
      if (encoding !== 'br' && encoding !== 'gzip') return end(...args);
      const bytes = version.encoded[encoding];
      if (!bytes) {
        this.encodeLater(version, encoding);
        return end(...args);
      }
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', bytes.length);
      const vary = String(response.getHeader('vary') ?? '');
      if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      return end(bytes);
    }) as ServerResponse['end'];
  }
}
