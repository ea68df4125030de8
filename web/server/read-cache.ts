import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import CachePolicy from 'http-cache-semantics';

/** Answers remembered at most, and the largest one remembered: the public reads are a few, and a few KB each. */
const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 256 * 1024;

/** Headers of the answer that belong to one exchange, not to the stored answer (the request id is the new request's). */
const NOT_STORED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/** A kept 200 answer. Every entry is of the current generation: a new one empties the map. */
interface Entry {
  policy: CachePolicy;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The request as http-cache-semantics reads it. */
function policyRequest(request: IncomingMessage): CachePolicy.Request {
  return { url: request.url ?? '/', method: request.method ?? 'GET', headers: request.headers as CachePolicy.Headers };
}

/**
 * The answer as a cache that CDN-Cache-Control targets reads it (RFC 9213): that header replaces Cache-Control. The
 * public reads say `max-age=0, must-revalidate` to browsers and `max-age=1` to a shared cache in front.
 */
function policyResponse(status: number, headers: IncomingHttpHeaders | Record<string, unknown>): CachePolicy.Response {
  const cdn = headers['cdn-cache-control'];
  // The body is kept as Next wrote it and compressed for each request by the middleware: Accept-Encoding does not pick
  // the stored answer.
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== 'accept-encoding')
    .join(', ');
  return {
    status,
    headers: { ...(headers as CachePolicy.Headers), 'cache-control': typeof cdn === 'string' ? cdn : 'no-store', vary },
  };
}

/**
 * A one-second shared cache of the site's public /api reads in the site's own server: what nginx's micro-cache does
 * for them in production, for the embedded default (the site alone, `npm start`), where every read went through
 * Next's route handler (about 3 ms of CPU each) and 50 connections queued behind one another.
 *
 * - Only what the answer itself allows: a GET under /api/ answered 200 with `CDN-Cache-Control` public and a max-age
 *   (the proxy's public reads), without Set-Cookie; http-cache-semantics decides storability, freshness and `Vary` as
 *   a shared cache. Staff calls, errors and everything else say `no-store` or nothing, and pass as before.
 * - A change is seen at once: each revalidation (POST /api/revalidate, the one door every change and every relayed
 *   change takes) starts a new generation when it begins and when it ends, and an answer asked in an earlier
 *   generation, or while one ran, is neither served nor kept. Another instance's change arrives here the same way.
 * - While one request refreshes a stale answer, the others get the previous one (nginx's `updating`), so a burst
 *   sends one read at a time to Next, not fifty.
 *
 * Served answers still pass the request id, the access log, the metrics and the compression around this.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Set<string>();
  private generation = 0;
  private revalidations = 0;

  /** Call when a revalidation starts; the returned function when it has finished, however it ended. */
  revalidationStarted(): () => void {
    this.revalidations += 1;
    this.generation += 1;
    this.entries.clear();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.revalidations -= 1;
      this.generation += 1;
      this.entries.clear();
    };
  }

  /**
   * Answers `request` from the cache and returns true, or returns false and, when the request may be kept, remembers
   * the answer Next gives as it ends. Apply after the layers that wrap `response.end` (compression, the pages'
   * encodings): a served answer goes through them, and a kept one is read before them, uncompressed.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? '/';
    if (request.method !== 'GET' || !url.startsWith('/api/')) return false;
    const entry = this.entries.get(url);
    // Fresh, or stale while another request refreshes it: the others meanwhile get the previous answer.
    if (entry && (this.refreshing.has(url) || entry.policy.satisfiesWithoutRevalidation(policyRequest(request)))) {
      this.serve(entry, response);
      return true;
    }
    this.keepAnswer(url, request, response);
    return false;
  }

  private serve(entry: Entry, response: ServerResponse): void {
    response.statusCode = 200;
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value);
    response.setHeader('Age', String(Math.max(0, Math.round(entry.policy.age()))));
    response.end(entry.body);
  }

  private keepAnswer(url: string, request: IncomingMessage, response: ServerResponse): void {
    if (this.revalidations > 0 || this.refreshing.has(url)) return;
    this.refreshing.add(url);
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
      if (typeof chunk === 'string')
        return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      return null;
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      const bytes = chunk == null || typeof chunk === 'function' ? Buffer.alloc(0) : toBuffer(chunk, encoding);
      if (!bytes || size + bytes.length > MAX_BODY_BYTES) size = Infinity;
      else {
        chunks.push(bytes);
        size += bytes.length;
      }
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as ServerResponse['write'];
    response.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      this.store(url, request, response, generation, size === Infinity ? null : Buffer.concat(chunks));
      return end(...args);
    }) as ServerResponse['end'];
    response.once('close', () => this.refreshing.delete(url));
  }

  private store(url: string, request: IncomingMessage, response: ServerResponse, generation: number, body: Buffer | null): void {
    this.refreshing.delete(url);
    if (!body || generation !== this.generation || this.revalidations > 0) return;
    if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value === undefined || NOT_STORED.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    const policy = new CachePolicy(policyRequest(request), policyResponse(200, headers), { shared: true });
    if (!policy.storable() || policy.timeToLive() <= 0) return;
    this.entries.delete(url);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(url, { policy, headers, body });
  }
}
