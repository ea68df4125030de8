// Relative imports: server/index.ts (compiled by tsconfig.server.json, without Next's `@/` alias) reads it too.
import './server-only';
import { site } from '../../content/bank-details';
import { DEFAULT_REDIS_PREFIX } from './revalidation/protocol';
import { redactCredentials } from '@bank/shared/text/redact';

/**
 * The web app's environment, read and checked once, on the server only: by Next's server code and by the site's
 * server (server/index.ts), which loads first and sets PORT, SITE_SELF_URL and SITE_INSTANCE_ID for Next's copy.
 * Components never read process.env: they receive what they need (e.g. the Online Banking URL) as props from server
 * code.
 */
export type WebEnv = {
  /** Where the server reaches Strapi; browsers never see it (default: this machine, on CMS_PORT). */
  cmsInternalUrl: string;
  /** The external internet-banking site the Online Banking buttons open. */
  onlineBankingUrl: string;
  /** Shared secret of the CMS's revalidation notice (its document-service hook); null disables /api/revalidate. */
  revalidateSecret: string | null;
  /** Public origin of the site, for the sitemap, robots.txt and Open Graph (default: the bank's website). */
  siteUrl: string;
  /** This instance's own address, where apply.ts reaches pages/api/revalidate-pages (the one hop; set by server/index.ts). */
  selfUrl: string;
  /** Redis shared by the site instances (revalidation fan-out); null on a single machine. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this deployment. */
  redisPrefix: string;
  /** Shared with the CMS: checks the signed token of the panel's preview link; null disables the preview. */
  previewSecret: string | null;
  /** Sent to the CMS (x-draft-read-token) by the server alone, to read drafts for the preview; null: none. */
  draftReadToken: string | null;
  /**
   * The panel's public origin: the preview (and only the preview) may be shown in its frame (default: localhost on
   * CMS_PORT, where `npm start` serves it).
   */
  cmsPublicOrigin: string;
  /** The port the site's server listens on unless given `-p` (PORT). */
  port: number;
  /**
   * The front port (FRONT_PORT): open only while the instance is ready, for nginx (@bank/shared/server/front-listener); null: none,
   * the main port alone (one instance, `npm start`).
   */
  frontPort: number | null;
  /** The interface it listens on unless given `-H` (HOSTNAME); null: all interfaces. */
  hostname: string | null;
  /** Proxies whose X-Forwarded-For the server believes (TRUSTED_PROXIES: addresses or CIDRs, comma-separated). */
  trustedProxies: string;
  /** This instance's name in fan-out messages (SITE_INSTANCE_ID; set by server/index.ts when absent). */
  instanceId: string | null;
  /** Who may read GET /metrics (METRICS_ALLOW: addresses or CIDRs, comma-separated); null: loopback and private networks. */
  metricsAllow: string | null;
  /** Next's build folder (NEXT_DIST_DIR). */
  nextDistDir: string;
};

type EnvSource = Readonly<Record<string, string | undefined>>;

function httpUrl(source: EnvSource, name: string, fallback: string): string {
  const raw = source[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Environment variable ${name} is not a URL: ${redactCredentials(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Environment variable ${name} must be an http(s) URL: ${redactCredentials(raw)}`);
  }
  return url.toString().replace(/\/$/, '');
}

export function parseEnv(source: EnvSource): WebEnv {
  const secret = source.REVALIDATE_SECRET?.trim();
  // The CMS's addresses follow its port when they are not set: moving the CMS is then one variable.
  const cmsPort = source.CMS_PORT?.trim() || '1337';
  return {
    cmsInternalUrl: httpUrl(source, 'CMS_INTERNAL_URL', `http://127.0.0.1:${cmsPort}`),
    onlineBankingUrl: httpUrl(source, 'ONLINE_BANKING_URL', 'https://ibank.trustbank.gm'),
    revalidateSecret: secret ? secret : null,
    siteUrl: httpUrl(source, 'SITE_URL', site.website),
    selfUrl: httpUrl(source, 'SITE_SELF_URL', `http://127.0.0.1:${source.PORT?.trim() || '3000'}`),
    redisUrl: source.REDIS_URL?.trim() || null,
    redisPrefix: source.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX,
    previewSecret: source.PREVIEW_SECRET?.trim() || null,
    draftReadToken: source.DRAFT_READ_TOKEN?.trim() || null,
    cmsPublicOrigin: new URL(httpUrl(source, 'CMS_PUBLIC_URL', `http://localhost:${cmsPort}`)).origin,
    port: Number(source.PORT?.trim() || 3000),
    frontPort: source.FRONT_PORT?.trim() ? Number(source.FRONT_PORT.trim()) : null,
    hostname: source.HOSTNAME?.trim() || null,
    trustedProxies: source.TRUSTED_PROXIES?.trim() ?? '',
    instanceId: source.SITE_INSTANCE_ID?.trim() || null,
    metricsAllow: source.METRICS_ALLOW?.trim() || null,
    nextDistDir: source.NEXT_DIST_DIR?.trim() || '.next',
  };
}

export const env: WebEnv = parseEnv(process.env);
