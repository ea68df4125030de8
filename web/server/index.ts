/**
 * The site's server: Next's own request handler (Next's documented custom server) under Node's HTTP server. It adds
 * what `next start` cannot do, and nothing that parses or forwards HTTP itself:
 *
 * 1. The visitor's address. Next passes a client's own `X-Forwarded-For` on when one is sent, and the /api proxy
 *    forwards it to the CMS's login throttle. Here it is replaced by the socket's address, or, when the socket is a
 *    trusted proxy (TRUSTED_PROXIES, e.g. nginx), by the right-most address that proxy did not vouch for (proxy-addr).
 * 2. A fresh start. Before answering visitors, the instance regenerates its CMS pages and expires its cached /api
 *    reads, so a restart never serves an answer older than the CMS's current data (a change made while it was down,
 *    or an expiry that lived only in the old process's memory). If the CMS is down, the pages keep their last good
 *    version.
 * 3. The fan-out. With REDIS_URL, a change handled by another instance arrives on Redis and is replayed here; once
 *    the cached reads are expired, this instance confirms on Redis (the other one waits for that before it answers
 *    the CMS). When Redis comes back after an outage, every page is regenerated (what arrived meanwhile was lost).
 *    Both 2 and 3 enter revalidation at its one door, POST /api/revalidate (lib/server/revalidation/, docs/how-to.md "From an
 *    edit to the page"): this server runs outside Next's bundles, so a request is its only way into Next's caches.
 * 4. A lingering close: an answer given before the request's body has arrived (a refused upload) is read by the
 *    client; the rest of the body is read and discarded up to the largest the site takes, or for 10 s at most
 *    (@bank/shared/server/lingering-close, shared with the CMS).
 * 5. The preview's frame. proxy.ts lets the CMS panel frame a page only with Next's genuine draft-mode cookie; Next
 *    does not tell a Node.js proxy the build's preview mode id, so it is read here from the build's manifest.
 * 6. A graceful stop (@bank/shared/server/graceful-stop): on SIGTERM or SIGINT the instance stops accepting, lets its in-flight
 *    requests finish (up to 10 s), then exits 0; nginx retries the next request on another instance.
 * 7. Removed uploads stay removed (./removed-uploads.ts): a /_next/image request for an /uploads/ file the CMS no
 *    longer has answers 404, not with the resized copy Next's image cache still keeps.
 * 8. The front port (@bank/shared/server/front-listener, shared with the CMS; FRONT_PORT, unset: none): a
 *    second listener with the same handler, open only while the instance is ready (/_ready), so nginx, which lists it
 *    before the main port, sends requests to ready instances only. The main port behaves as without it.
 * 9. Compression and the pages' ETags (./page-encodings.ts): each version of a page hashed and compressed once,
 *    where Next did both again on every request (most of the CPU a cached page cost).
 * 10. The public /api reads kept a second (./read-cache.ts), as nginx's micro-cache keeps them in production, and
 *    forgotten at every change: a burst of reads sends one at a time through Next's route handler.
 *
 *   node dist/server/index.js [-p PORT] [-H HOSTNAME]       (PORT, HOSTNAME; defaults 3000 and all interfaces)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { frontListener, type FrontListener } from '@bank/shared/server/front-listener';
import compression from 'compression';
import Redis from 'ioredis';
import next from 'next';
import { setClientAddress, trustedProxies } from '@bank/shared/server/client-address';
import { DRAIN_TIMEOUT_MS, drainable } from '@bank/shared/server/graceful-stop';
import { LINGER_MS, lingerAfterEarlyAnswer } from '@bank/shared/server/lingering-close';
import { MAX_BODY_BYTES } from '../lib/server/cms/body-limit';
import { PageEncodings } from './page-encodings';
import { ReadCache } from './read-cache';
import { WarmUpGate } from './warm-up-gate';
import { UploadPresence, uploadOfImageRequest } from './removed-uploads';
import { observeRequests } from './observability';
import { redisCheck } from './observability/redis-check';
import { routeLabelsOfBuild } from './observability/routes';
import { routeConsole } from '../lib/server/observability/log';
import { env } from '../lib/server/env';
import { redactCredentials } from '@bank/shared/text/redact';
import { DRAFT_MODE_ID_VARIABLE } from '../lib/server/preview-frame';
import { canonicalLocalePath } from '../lib/shared/site-locale';
import {
  invalidatedChannel,
  parseFanoutMessage,
  REVALIDATE_LOCAL_HEADER,
  REVALIDATE_PATH,
  REVALIDATE_SECRET_HEADER,
  revalidationChannel,
  TWO_PHASE_TYPE,
} from '../lib/server/revalidation/protocol';

/** The longest visitors wait for the start-up regeneration before they are served anyway. */
const WARM_UP_TIMEOUT_MS = 60_000;

function option(flags: string[], fallback: string | undefined): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    if (flags.includes(args[i]) && args[i + 1]) return args[i + 1];
  }
  return fallback;
}

const port = Number(option(['-p', '--port'], String(env.port)));
const hostname = option(['-H', '--hostname'], env.hostname ?? undefined) || undefined;
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Not a port: ${port}`);
const frontPort = env.frontPort;
if (frontPort !== null && (!Number.isInteger(frontPort) || frontPort <= 0 || frontPort > 65535 || frontPort === port)) {
  throw new Error(`FRONT_PORT must be a port other than ${port}: ${frontPort}`);
}

const loopback = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const selfUrl = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
const instanceId = env.instanceId ?? randomUUID();
// For Next's own copy of lib/server/env.ts, which its routes load later in this same process.
process.env.PORT = String(port);
process.env.SITE_SELF_URL = selfUrl;
process.env.SITE_INSTANCE_ID = instanceId;

const trust = trustedProxies(env.trustedProxies);
// Every line this process prints, Next's own included, is one JSON object (lib/server/observability/log.ts).
routeConsole();

const secret = env.revalidateSecret;

async function revalidateHere(body: object, accept = 'application/json'): Promise<Response> {
  return fetch(`${selfUrl}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      [REVALIDATE_SECRET_HEADER]: secret ?? '',
      [REVALIDATE_LOCAL_HEADER]: '1',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
  });
}

/**
 * A change relayed from another instance, in two phases: settles with whether this instance's cached reads of `tags`
 * are expired (the first line of the answer); the pages' regeneration goes on after.
 */
async function relay(tags: string[]): Promise<boolean> {
  const response = await revalidateHere({ tags }, TWO_PHASE_TYPE);
  if (!response.ok || !response.body) {
    console.error(`[site] relayed change answered ${response.status}`);
    return false;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  // The rest (the regenerated pages) is read to its end, so the request finishes as the route means it to.
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
  })().catch((error: Error) => console.error(`[site] relayed change: ${error.message}`));
  try {
    return (JSON.parse(text.split('\n')[0]) as { phase?: string }).phase === 'invalidated';
  } catch {
    return false;
  }
}

async function warmUp(): Promise<void> {
  if (!secret) {
    console.warn('[site] REVALIDATE_SECRET is not set: pages are not refreshed at start, nor on CMS changes');
    return;
  }
  try {
    const response = await revalidateHere({ all: true });
    const outcome = (await response.json()) as { pages?: string[]; failed?: string[]; message?: string };
    if (!response.ok) throw new Error(`${response.status} ${outcome.message ?? ''}`);
    const failed = outcome.failed ?? [];
    console.log(
      `[site] start: ${outcome.pages?.length ?? 0} CMS pages regenerated` +
        (failed.length ? `; ${failed.length} kept their last good version (the CMS did not answer)` : ''),
    );
  } catch (error) {
    console.error(
      `[site] start: pages not refreshed (${redactCredentials(error instanceof Error ? error.message : String(error))})`,
    );
  }
}

function subscribeToChanges(url: string, prefix: string): { disconnect(): void } {
  const subscriber = new Redis(url, { connectTimeout: 2000 });
  // A subscribed connection sends nothing else: the confirmations go on a connection of their own.
  const confirmations = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  for (const connection of [subscriber, confirmations]) {
    connection.on('error', (error) => console.error(`[site] Redis: ${redactCredentials(error.message)}`));
  }
  // While Redis was unreachable, changes handled by other instances did not arrive: once it is back (ioredis
  // reconnects and subscribes again by itself), every page is regenerated, as at a start.
  let lost = false;
  subscriber.on('close', () => (lost = true));
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    console.log('[site] Redis is back: regenerating every page, as changes may have been missed');
    void warmUp();
  });
  subscriber
    .subscribe(revalidationChannel(prefix))
    .catch((error: Error) => console.error(`[site] Redis subscribe: ${redactCredentials(error.message)}`));
  subscriber.on('message', (_channel, text: string) => {
    const message = parseFanoutMessage(text);
    if (!message) return;
    // The instance that published waits for every subscriber's confirmation before it answers the CMS.
    const confirm = () => {
      if (!message.id) return;
      confirmations
        .publish(invalidatedChannel(prefix), JSON.stringify({ id: message.id, instance: instanceId }))
        .catch((error: Error) => console.error(`[site] Redis confirm: ${redactCredentials(error.message)}`));
    };
    // This instance's own change: its reads were expired before it was published.
    if (message.origin === instanceId) return confirm();
    relay(message.tags)
      .then((expired) => (expired ? confirm() : undefined))
      .catch((error: Error) => console.error(`[site] relayed change failed: ${error.message}`));
  });
  return {
    disconnect: () => {
      subscriber.disconnect();
      confirmations.disconnect();
    },
  };
}

async function main(): Promise<void> {
  const dir = path.resolve(__dirname, '..', '..');
  // The pages read build files relative to the working folder (the inlined stylesheet, the islands' manifest): the
  // site runs from web/ whatever folder started it (the image starts it from /app).
  process.chdir(dir);
  const app = next({ dev: false, dir, hostname: loopback, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const manifest = path.join(dir, env.nextDistDir, 'prerender-manifest.json');
  const { preview } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { preview?: { previewModeId?: string } };
  if (preview?.previewModeId) process.env[DRAFT_MODE_ID_VARIABLE] = preview.previewModeId;

  const gate = new WarmUpGate(secret);
  const uploads = new UploadPresence(env.cmsInternalUrl);
  // compression's types are Express's; it takes Node's request and response.
  const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  const pages = new PageEncodings();
  const reads = new ReadCache();
  const listener: http.RequestListener = async (request, response) => {
    // Any route: as much as the largest body the site takes (the /api proxy's).
    lingerAfterEarlyAnswer(request, response, () => ({ bytes: MAX_BODY_BYTES, ms: LINGER_MS }));
    await gate.admit(request);
    setClientAddress(request, trust);
    // One address per page and locale: Next's locale routing also answers `/FR/about` and `/en/about`.
    const canonical = request.url === undefined ? null : canonicalLocalePath(request.url);
    if (canonical !== null) {
      response.writeHead(308, { location: canonical, 'content-type': 'text/plain' });
      response.end(`Moved to ${canonical}`);
      return;
    }
    // A revalidation that went through (a removal makes one) forgets which uploads were found.
    // It also starts a new generation of the cached /api reads, when it begins and when it has ended.
    if (request.method === 'POST' && request.url?.split('?')[0] === REVALIDATE_PATH) {
      response.once('close', reads.revalidationStarted());
      response.once('finish', () => {
        if (response.statusCode === 200) uploads.forget();
      });
    }
    const upload = uploadOfImageRequest(request.url);
    if (upload && !(await uploads.isServed(upload))) {
      response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    // Next's own compression and ETag are off (next.config.ts): a page is tagged and compressed once per version,
    // anything else compressed as it goes.
    compress(request, response, () => undefined);
    pages.handle(request, response);
    if (reads.handle(request, response)) return;
    handle(request, response).catch((error: unknown) => {
      console.error('[site] request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
    });
  };
  // Request ids, the access log, the metrics, /_health, /_ready and /metrics (./observability/). A stopping instance
  // is not ready: nginx and compose send the next request to another.
  const redisReady = env.redisUrl ? redisCheck(env.redisUrl) : null;
  let stopping = () => false;
  const readiness = async () => ({
    warmUp: gate.isWarm,
    notStopping: !stopping(),
    ...(redisReady ? { redis: await redisReady.ping() } : {}),
  });
  const handler = observeRequests(listener, {
    trust,
    metricsAllow: env.metricsAllow ?? undefined,
    route: routeLabelsOfBuild(path.join(dir, env.nextDistDir)),
    ready: readiness,
  });
  const server = http.createServer(handler);
  const drain = drainable(server);
  stopping = drain.draining;
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`[site] listening on ${hostname ?? '*'}:${port}`);
  gate.start(warmUp(), WARM_UP_TIMEOUT_MS);
  // The same handler on the front port, open while /_ready would answer 200: from the end of the warm-up on.
  let front: FrontListener | null = null;
  if (frontPort !== null) {
    front = frontListener({
      listener: handler,
      port: frontPort,
      hostname,
      ready: readiness,
      log: (level, message) => console[level](`[site] ${message}`),
    });
    void gate.whenWarm().then(() => front?.check());
  }

  const subscriber = env.redisUrl ? subscribeToChanges(env.redisUrl, env.redisPrefix) : null;
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[site] ${signal}: finishing the requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s), then stopping`);
    subscriber?.disconnect();
    // The front port first: nginx's next connection there is refused and goes to a ready instance.
    const frontClosed = front?.stop(DRAIN_TIMEOUT_MS) ?? Promise.resolve({ cut: false });
    void Promise.all([frontClosed, drain.close(DRAIN_TIMEOUT_MS)]).then((outcomes) => {
      if (outcomes.some(({ cut }) => cut))
        console.warn(`[site] requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut`);
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(
    `[site] could not start: ${redactCredentials(error instanceof Error ? (error.stack ?? error.message) : String(error))}`,
  );
  process.exit(1);
});
