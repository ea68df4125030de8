import '@/lib/server-only';
import { site } from '@/config/site';
import { DEFAULT_REDIS_PREFIX } from '@/lib/cms/revalidation';
import { redactCredentials } from '@/lib/redact';

/**
 * The web app's environment, read and checked once, on the server only. Components never read process.env:
 * they receive what they need (e.g. the Online Banking URL) as props from server code.
 */
export type WebEnv = {
  /** Where the server reaches Strapi; browsers never see it. */
  cmsInternalUrl: string;
  /** The external internet-banking site the Online Banking buttons open. */
  onlineBankingUrl: string;
  /** Shared secret of the CMS's revalidation webhook; null disables /api/revalidate. */
  revalidateSecret: string | null;
  /** Public origin of the site, for the sitemap, robots.txt and Open Graph (default: the bank's website). */
  siteUrl: string;
  /** This instance's own address, where it asks itself to regenerate pages (set by server.ts). */
  selfUrl: string;
  /** Redis shared by the site instances (revalidation fan-out); null on a single machine. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this deployment. */
  redisPrefix: string;
  /** Shared with the CMS: checks the signed token of the panel's preview link; null disables the preview. */
  previewSecret: string | null;
  /** Sent to the CMS (x-draft-read-token) by the server alone, to read drafts for the preview; null: none. */
  draftReadToken: string | null;
  /** The panel's public origin: the preview (and only the preview) may be shown in its frame. */
  cmsPublicOrigin: string;
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
  return {
    cmsInternalUrl: httpUrl(source, 'CMS_INTERNAL_URL', 'http://127.0.0.1:1337'),
    onlineBankingUrl: httpUrl(source, 'ONLINE_BANKING_URL', 'https://ibank.trustbank.gm'),
    revalidateSecret: secret ? secret : null,
    siteUrl: httpUrl(source, 'SITE_URL', site.website),
    selfUrl: httpUrl(source, 'SITE_SELF_URL', `http://127.0.0.1:${source.PORT?.trim() || '3000'}`),
    redisUrl: source.REDIS_URL?.trim() || null,
    redisPrefix: source.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX,
    previewSecret: source.PREVIEW_SECRET?.trim() || null,
    draftReadToken: source.DRAFT_READ_TOKEN?.trim() || null,
    cmsPublicOrigin: new URL(httpUrl(source, 'CMS_PUBLIC_URL', 'http://localhost:1337')).origin,
  };
}

export const env: WebEnv = parseEnv(process.env);
