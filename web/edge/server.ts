/**
 * The edge: a small HTTP cache in front of the Next server, in the site's own process tree (`npm start -w web` runs
 * it, and it runs `next start` on a private port behind it). Public pages and public /api reads are answered from
 * memory (edge/cache.ts decides what may be kept, from the site's own Cache-Control); everything else (staff calls,
 * uploads, anything with Authorization or Cookie) streams through untouched.
 *
 * It stays fresh the way a CDN with purging does: when the site answers with the purge header (edge/protocol.ts),
 * because the CMS reported an edit or a staff change went through, every stored answer is dropped before that
 * answer is passed on. It is per process: several site instances each keep their own (see the README).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { cacheKey, EdgeCache, isCacheableRequest, matchesEtag, replayableHeaders, type StoredResponse } from './cache';
import { EDGE_CACHE_STATUS_HEADER, EDGE_PURGE_HEADER } from './protocol';

export type EdgeServerOptions = {
  /** The Next server behind the edge. */
  upstream: URL;
  cache: EdgeCache;
  /**
   * Keep the client's X-Forwarded-For / -Proto and append to them (only behind a proxy of your own). Otherwise the
   * edge sets them from the connection, so a visitor cannot choose the address the login throttle sees.
   */
  trustForwarded?: boolean;
  log?: (message: string) => void;
};

/** Headers that describe one connection, not the message: never forwarded to the site. */
const REQUEST_HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** A background refresh asks for the whole current answer, whatever the visitor who found it stale had cached. */
const CONDITIONAL_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

/** Sent with the edge's own error answers (the site's answers carry the site's full set). */
const ERROR_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function flatten(pairs: ReadonlyArray<readonly [string, string]>): string[] {
  return pairs.flatMap(([name, value]) => [name, value]);
}

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? '';
}

export function upstreamRequestHeaders(req: IncomingMessage, trustForwarded: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !REQUEST_HOP_BY_HOP.includes(name)) headers[name] = value;
  }
  const address = clientAddress(req);
  const forwardedFor = trustForwarded ? req.headers['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${address}` : address;
  headers['x-forwarded-proto'] = (trustForwarded && req.headers['x-forwarded-proto']) || 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

function sendError(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const isApi = (req.url ?? '').startsWith('/api/');
  const body = isApi
    ? JSON.stringify({ message: 'The site is unavailable. Please try again later.' })
    : 'The site is unavailable. Please try again later.';
  res.writeHead(502, { ...ERROR_HEADERS, 'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function replay(req: IncomingMessage, res: ServerResponse, entry: StoredResponse, status: 'HIT' | 'STALE', now: number): void {
  const age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  const added = ['age', age, EDGE_CACHE_STATUS_HEADER, status];
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    const notModified = entry.headers.filter(([name]) => name !== 'content-length' && name !== 'content-encoding');
    res.writeHead(304, [...flatten(notModified), ...added]);
    res.end();
    return;
  }
  res.writeHead(entry.status, [...flatten(entry.headers), ...added]);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

export function createEdgeServer(options: EdgeServerOptions): http.Server {
  const { upstream, cache } = options;
  const trustForwarded = options.trustForwarded ?? false;
  const log = options.log ?? ((message: string) => console.error(message));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const target = { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, agent };

  function onUpstreamHeaders(upstreamResponse: IncomingMessage): void {
    if (upstreamResponse.headers[EDGE_PURGE_HEADER] !== undefined) cache.purge();
  }

  /** A stale answer was served: ask the site once in the background and keep what it answers. */
  function refresh(key: string, req: IncomingMessage): void {
    const generation = cache.generation;
    const headers = upstreamRequestHeaders(req, trustForwarded);
    for (const name of CONDITIONAL_REQUEST_HEADERS) delete headers[name];
    const refreshRequest = http.request(
      { ...target, method: 'GET', path: req.url, headers },
      (upstreamResponse) => {
        onUpstreamHeaders(upstreamResponse);
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const stored = cache.store(
            key,
            generation,
            { status: upstreamResponse.statusCode ?? 502, headers: upstreamResponse.headers, body: Buffer.concat(chunks) },
            [EDGE_PURGE_HEADER],
          );
          if (!stored) cache.refreshFailed(key);
        });
        upstreamResponse.on('error', () => cache.refreshFailed(key));
      },
    );
    refreshRequest.on('error', (error) => {
      cache.refreshFailed(key);
      log(`[edge] refresh of ${req.url} failed: ${error.message}`);
    });
    refreshRequest.end();
  }

  /** Streams the request to the site and its answer back, keeping the answer when it may be cached. */
  function forward(req: IncomingMessage, res: ServerResponse, key: string | null): void {
    const generation = cache.generation;
    const upstreamRequest = http.request(
      { ...target, method: req.method, path: req.url, headers: upstreamRequestHeaders(req, trustForwarded) },
      (upstreamResponse) => {
        onUpstreamHeaders(upstreamResponse);
        const status = upstreamResponse.statusCode ?? 502;
        const headers: IncomingHttpHeaders = upstreamResponse.headers;
        const keep = key !== null && req.method === 'GET' && cache.isStorable(status, headers);
        const outgoing = replayableHeaders(headers, [EDGE_PURGE_HEADER]);
        // Streamed answers without a length go out chunked (Node sets it); a known length is kept.
        res.writeHead(status, [...flatten(outgoing), ...(key ? [EDGE_CACHE_STATUS_HEADER, 'MISS'] : [])]);
        if (keep) {
          // Collected while it streams to the visitor; an answer too large to keep stops being collected.
          let chunks: Buffer[] | null = [];
          let collected = 0;
          upstreamResponse.on('data', (chunk: Buffer) => {
            if (chunks === null) return;
            collected += chunk.length;
            if (collected > cache.maxEntryBytes) chunks = null;
            else chunks.push(chunk);
          });
          upstreamResponse.on('end', () => {
            if (chunks) cache.store(key, generation, { status, headers, body: Buffer.concat(chunks) }, [EDGE_PURGE_HEADER]);
          });
        }
        upstreamResponse.on('error', () => res.destroy());
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', (error) => {
      log(`[edge] ${req.method} ${req.url}: ${error.message}`);
      sendError(req, res);
    });
    // A visitor who goes away stops the work behind them.
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    req.pipe(upstreamRequest);
  }

  return http.createServer((req, res) => {
    const key = isCacheableRequest(req.method, req.headers) ? cacheKey(req.url ?? '/', req.headers) : null;
    if (key !== null) {
      const found = cache.lookup(key);
      if (found.state !== 'miss') {
        if (found.state === 'stale' && found.needsRefresh) refresh(key, req);
        replay(req, res, found.entry, found.state === 'fresh' ? 'HIT' : 'STALE', Date.now());
        // Nothing of the request body is needed (GET/HEAD); drain it so the connection stays usable.
        req.resume();
        return;
      }
    }
    forward(req, res, key);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Running it: `node dist/edge/server.js [-p PORT] [-H HOSTNAME]`, the same flags as `next start`.

type EdgeConfig = {
  port: number;
  hostname: string | undefined;
  upstreamUrl: string | null;
  nextServerFile: string | null;
  trustForwarded: boolean;
  cache: { maxBytes: number; maxEntryBytes: number; maxFreshMs: number; maxStaleMs: number };
};

function positiveNumber(source: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = source[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Environment variable ${name} must be a positive number: ${raw}`);
  return value;
}

function flag(argv: readonly string[], names: readonly string[]): string | undefined {
  const index = argv.findIndex((argument) => names.includes(argument));
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('-')) throw new Error(`${argv[index]} needs a value`);
  return value;
}

export function readEdgeConfig(argv: readonly string[], source: NodeJS.ProcessEnv): EdgeConfig {
  const rawPort = flag(argv, ['-p', '--port']) ?? (source.PORT?.trim() || '3000');
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new Error(`Not a port: ${rawPort}`);
  return {
    port,
    hostname: flag(argv, ['-H', '--hostname']) ?? (source.HOSTNAME?.trim() || undefined),
    upstreamUrl: source.EDGE_UPSTREAM_URL?.trim() || null,
    nextServerFile: source.EDGE_NEXT_SERVER?.trim() || null,
    trustForwarded: source.TRUST_PROXY === 'true',
    cache: {
      maxBytes: positiveNumber(source, 'EDGE_CACHE_MAX_MB', 64) * 1024 * 1024,
      maxEntryBytes: 2 * 1024 * 1024,
      maxFreshMs: positiveNumber(source, 'EDGE_CACHE_MAX_SECONDS', 60) * 1000,
      maxStaleMs: positiveNumber(source, 'EDGE_CACHE_MAX_STALE_SECONDS', 60) * 1000,
    },
  };
}

/** A port nothing listens on at the moment (the site's private port; in tests, a closed one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site stopped (${child.exitCode}) before it answered`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts the Next server on a private port: `next start`, or the standalone server.js of a Docker image. */
function startSite(config: EdgeConfig, port: number): ChildProcess {
  const webDir = path.resolve(__dirname, '..', '..');
  const env = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1' };
  const args = config.nextServerFile
    ? [config.nextServerFile]
    : [require.resolve('next/dist/bin/next', { paths: [webDir] }), 'start', '-p', String(port), '-H', '127.0.0.1'];
  return spawn(process.execPath, args, { cwd: webDir, env, stdio: 'inherit' });
}

async function main(): Promise<void> {
  const config = readEdgeConfig(process.argv.slice(2), process.env);
  let site: ChildProcess | null = null;
  let upstream: URL;
  if (config.upstreamUrl) {
    upstream = new URL(config.upstreamUrl);
  } else {
    const sitePort = await freePort();
    site = startSite(config, sitePort);
    const child = site;
    child.on('exit', (code, signal) => {
      console.error(`[edge] the site stopped (${code ?? signal})`);
      process.exit(code ?? 1);
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        child.kill(signal);
      });
    }
    await waitForPort(sitePort, child, 120_000);
    upstream = new URL(`http://127.0.0.1:${sitePort}`);
  }
  const server = createEdgeServer({ upstream, cache: new EdgeCache(config.cache), trustForwarded: config.trustForwarded });
  server.keepAliveTimeout = 5_000;
  server.listen(config.port, config.hostname, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`[edge] the site answers on http://${config.hostname ?? 'localhost'}:${port} (cached in front of ${upstream.origin})`);
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[edge] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
