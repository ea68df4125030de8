import type { Core } from '@strapi/strapi';
/** Settings of the bank's own /api contract: upload limits, login throttling, bulk sending, site revalidation. */
const MB = 1024 * 1024;

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  uploadLimits: {
    document: env.int('UPLOAD_MAX_DOCUMENT_MB', 20) * MB,
    notice: env.int('UPLOAD_MAX_NOTICE_MB', 20) * MB,
    image: env.int('UPLOAD_MAX_IMAGE_MB', 10) * MB,
    sheet: env.int('UPLOAD_MAX_SHEET_MB', 5) * MB,
  },
  loginRateLimit: {
    windowMs: env.int('LOGIN_WINDOW_MINUTES', 15) * 60 * 1000,
    // Per username and address pair: one address's failures never lock the account's owner out elsewhere.
    maxPerUsernameAndAddress: env.int('LOGIN_MAX_FAILURES_PER_USERNAME', 10),
    maxPerAddress: env.int('LOGIN_MAX_FAILURES_PER_IP', 30),
    redisUrl: env('REDIS_URL', ''),
    keyPrefix: env('REDIS_PREFIX', 'bank:'),
  },
  // The keys that encrypt the staff accounts' two-factor secrets (src/staff-auth/two-factor-secret.ts): the first encrypts,
  // all decrypt. Required: the CMS refuses to start without a valid one.
  twoFactor: {
    keys: env('TWO_FACTOR_KEY', ''),
  },
  sms: {
    username: env('AT_USERNAME', ''),
    apiKey: env('AT_API_KEY', ''),
    senderId: env('AT_SENDER_ID', ''),
    smsUrl: env('AT_SMS_URL', ''),
    timeoutMs: env.int('AT_TIMEOUT_MS', 15000),
    // The secret last segment of the delivery-report URL registered with Africa's Talking; unset: no reports taken.
    callbackToken: env('AT_CALLBACK_TOKEN', ''),
  },
  email: {
    configured: Boolean(env('SMTP_HOST', '')),
    from: env('SMTP_FROM', ''),
    subject: env('EMAIL_SUBJECT', 'A message from Trust Bank'),
    concurrency: env.int('EMAIL_CONCURRENCY', 5),
  },
  bulkLimits: {
    maxRecipients: env.int('BULK_MAX_RECIPIENTS', 5000),
    smsCountries: env.array('BULK_SMS_COUNTRIES', ['GM']),
    dailyLimit: env.int('BULK_DAILY_LIMIT', 20000),
  },
  bulkWorker: {
    pollMs: env.int('BULK_POLL_MS', 1000),
    leaseMs: env.int('BULK_LEASE_SECONDS', 60) * 1000,
    emailBatchSize: 50,
  },
  // Scheduled publishing (src/scheduling/): how often each instance looks for due actions, and how long a claimed
  // action is held before another instance may take it over.
  // The audit log (src/audit/): entries older than this are removed by the CMS itself.
  audit: {
    keepDays: env.int('AUDIT_KEEP_DAYS', 400),
    // The key of the trail's seals (src/audit/chain.ts): outside the database, so a database copy cannot reseal.
    key: env('AUDIT_KEY', ''),
  },
  scheduler: {
    pollMs: env.int('SCHEDULER_POLL_SECONDS', 15) * 1000,
    leaseMs: 60_000,
  },
  // A staff write answers once the site confirmed its cached reads of the change are expired (src/revalidation/revalidate.ts);
  // a site that has not by this time is logged as an error and the write answers anyway.
  revalidate: {
    url: env('REVALIDATE_URL', ''),
    secret: env('REVALIDATE_SECRET', ''),
    waitMs: env.int('REVALIDATE_WAIT_SECONDS', 10) * 1000,
  },
});
