import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { authenticatorUri, codeTimeStep, newTwoFactorSecret } from './two-factor-code';
import { isEncryptedSecret, TwoFactorKeys } from './two-factor-secret';
import type { StaffRole } from './staff';
import { loginThrottle } from './login-throttle';

/**
 * Two-factor sign-in of staff accounts (docs/security.md "Two-factor sign-in"). The password step of a login with
 * two-factor on answers a challenge instead of a token: a signed note, good for a few minutes, saying whose password
 * was right. The code step sends it back with the code. A challenge is no token (checkStaff refuses it) and serves one
 * sign-in only: it names the last code step taken when it was issued, and taking a code moves that step on. Its random
 * id is what the login throttle counts its codes under (a few wrong ones end it, from whatever addresses).
 *
 * The secret is stored encrypted (staff-auth/two-factor-secret.ts, TWO_FACTOR_KEY) and is switched on only once the staff
 * member's app has given a right code: `npm run two-factor` asks for one before it stores anything.
 */

const USER = 'plugin::users-permissions.user';
const PURPOSE = 'staff-two-factor';
const CHALLENGE_TTL = '5m';

export interface TwoFactorChallenge {
  /** Random: the login throttle counts this challenge's codes under it. */
  id: string;
  userId: number;
  role: StaffRole;
  /** The account's token version when the password was right: signing out everywhere or a new password ends it. */
  tokenVersion: number;
  /** The account's last code step when the password was right (null: none yet). */
  lastStep: number | null;
}

interface ChallengePayload {
  purpose: typeof PURPOSE;
  cid: string;
  user: number;
  role: StaffRole;
  ver: number;
  last: number | null;
}

const jwt = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('jwt');

/** The challenge of an account whose password was right; it never carries `id`, so it is never a staff token. */
export function issueChallenge(strapi: Core.Strapi, challenge: Omit<TwoFactorChallenge, 'id'>): string {
  const payload: ChallengePayload = {
    purpose: PURPOSE,
    cid: randomBytes(16).toString('base64url'),
    user: challenge.userId,
    role: challenge.role,
    ver: challenge.tokenVersion,
    last: challenge.lastStep,
  };
  return jwt(strapi).issue(payload, { expiresIn: CHALLENGE_TTL });
}

/** The challenge a caller sent back, or null when it is forged, expired or not a challenge. */
export async function readChallenge(strapi: Core.Strapi, token: string): Promise<TwoFactorChallenge | null> {
  let payload: Partial<ChallengePayload> & { id?: unknown };
  try {
    payload = await jwt(strapi).verify(token);
  } catch {
    return null;
  }
  if (payload?.purpose !== PURPOSE || payload.id !== undefined) return null;
  const { cid, user, role, ver, last } = payload;
  if (typeof cid !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(cid)) return null;
  if (typeof user !== 'number' || (role !== 'admin' && role !== 'atmadmin') || typeof ver !== 'number') return null;
  if (last !== null && typeof last !== 'number') return null;
  return { id: cid, userId: user, role, tokenVersion: ver, lastStep: last };
}

/** What the code step needs of an account; read by the query engine, as the secret is private. */
export interface TwoFactorAccount {
  id: number;
  username: string;
  email: string | null;
  blocked: boolean | null;
  two_factor: boolean | null;
  two_factor_secret: string | null;
  two_factor_last_step: number | null;
  token_version: number | null;
  role: { type: string } | null;
}

export async function twoFactorAccount(strapi: Core.Strapi, userId: number): Promise<TwoFactorAccount | null> {
  return (await strapi.db.query(USER).findOne({
    where: { id: userId },
    select: ['id', 'username', 'email', 'blocked', 'two_factor', 'two_factor_secret', 'two_factor_last_step', 'token_version'],
    populate: { role: { select: ['type'] } },
  })) as TwoFactorAccount | null;
}

/**
 * Takes the code of `step` for the account, once: in one UPDATE, only while the account's last step is still the
 * challenge's and below `step`. Of two CMS instances (or two parallel requests) taking the same code, one wins.
 */
export async function takeCodeStep(strapi: Core.Strapi, userId: number, lastStep: number | null, step: number): Promise<boolean> {
  if (lastStep !== null && step <= lastStep) return false;
  const { count } = await strapi.db.query(USER).updateMany({
    where: { id: userId, two_factor_last_step: lastStep === null ? { $null: true } : lastStep },
    data: { two_factor_last_step: step },
  });
  return count === 1;
}

/** TWO_FACTOR_KEY's keys (config `bank.twoFactor.keys`), parsed once per value. */
let parsedKeys: { value: string; keys: TwoFactorKeys } | null = null;
export function twoFactorKeys(strapi: Core.Strapi): TwoFactorKeys {
  const value = strapi.config.get<string>('bank.twoFactor.keys', '');
  if (parsedKeys?.value !== value) parsedKeys = { value, keys: TwoFactorKeys.parse(value) };
  return parsedKeys.keys;
}

/** The account's secret in clear, or null: none, or it does not decrypt with TWO_FACTOR_KEY's keys. */
export function secretOf(strapi: Core.Strapi, account: Pick<TwoFactorAccount, 'id' | 'two_factor_secret'>): string | null {
  return account.two_factor_secret ? twoFactorKeys(strapi).decrypt(account.two_factor_secret, account.id) : null;
}

export interface PendingEnrolment {
  username: string;
  /** The new secret, in this process's memory only until a right code confirms it. */
  secret: string;
  /** The otpauth:// address to give the staff member's authenticator app. */
  uri: string;
}

/**
 * The first half of `npm run two-factor -- <username>`: a new secret for the account and its otpauth:// address.
 * Nothing is stored: the account signs in as before (with its old app, if it had one) until confirmEnrolment.
 */
export async function beginEnrolment(strapi: Core.Strapi, username: string): Promise<PendingEnrolment> {
  const user = await strapi.db.query(USER).findOne({ where: { username }, select: ['id', 'username'] });
  if (!user) throw new Error(`No staff account is named ${JSON.stringify(username)}`);
  const secret = newTwoFactorSecret();
  return { username: user.username ?? username, secret, uri: authenticatorUri(user.username ?? username, secret) };
}

/**
 * The second half: `code` is what the new app shows. When right, the secret is stored (encrypted), two-factor sign-in
 * switched on, the code taken (it cannot sign in), the account's earlier tokens and challenges ended, and any pause of
 * its codes lifted. Through the document service, so the audit trail records it (naming the secret, never its value).
 * False, and nothing changed, when the code is wrong.
 */
export async function confirmEnrolment(strapi: Core.Strapi, pending: PendingEnrolment, code: string): Promise<boolean> {
  const step = await codeTimeStep(pending.secret, code.trim());
  if (step === null) return false;
  const user = await strapi.db
    .query(USER)
    .findOne({ where: { username: pending.username }, select: ['id', 'documentId', 'token_version'] });
  if (!user) throw new Error(`No staff account is named ${JSON.stringify(pending.username)}`);
  // Taken first, below the audit trail (a time step is no change a person made): no moment has the new secret on
  // and this code open.
  await strapi.db.query(USER).update({ where: { id: user.id }, data: { two_factor_last_step: step } });
  await strapi.documents(USER).update({
    documentId: user.documentId,
    data: {
      two_factor: true,
      two_factor_secret: twoFactorKeys(strapi).encrypt(pending.secret, user.id),
      // A new app ends every session signed in before it (the old phone's included); switching on alone is
      // revokeTokensOnAccountChanges's, but a re-enrolment leaves the switch as it was.
      token_version: (user.token_version ?? 0) + 1,
    },
  });
  await loginThrottle(strapi).recordCodeSuccess(user.id);
  return true;
}

/**
 * Secrets stored in clear (before TWO_FACTOR_KEY) or under a key that is no longer first are encrypted with the first
 * key, as the CMS starts; a secret that no key decrypts is left as it is and reported (its account cannot sign in
 * until it is set up again). Each row is rewritten only if unchanged since it was read, so instances starting together
 * do not undo each other. Below the document service: the secret is the same, nothing for the audit trail.
 */
export async function encryptStoredSecrets(strapi: Core.Strapi): Promise<{ encrypted: number; unreadable: string[] }> {
  const keys = twoFactorKeys(strapi);
  const rows = (await strapi.db.query(USER).findMany({
    where: { two_factor_secret: { $notNull: true } },
    select: ['id', 'username', 'two_factor_secret'],
  })) as Array<{ id: number; username: string; two_factor_secret: string | null }>;
  let encrypted = 0;
  const unreadable: string[] = [];
  for (const row of rows) {
    const stored = row.two_factor_secret;
    if (!stored || keys.isCurrent(stored)) continue;
    const secret = isEncryptedSecret(stored) ? keys.decrypt(stored, row.id) : stored;
    if (!secret) {
      unreadable.push(row.username);
      continue;
    }
    const { count } = await strapi.db.query(USER).updateMany({
      where: { id: row.id, two_factor_secret: stored },
      data: { two_factor_secret: keys.encrypt(secret, row.id) },
    });
    encrypted += count;
  }
  if (encrypted > 0) strapi.log.info(`Two-factor: ${encrypted} stored secrets encrypted with the first key of TWO_FACTOR_KEY`);
  if (unreadable.length > 0) {
    strapi.log.error(
      `Two-factor: the secrets of ${unreadable.join(', ')} do not decrypt with any key of TWO_FACTOR_KEY (a key removed too early?); they cannot sign in until \`npm run two-factor\` sets them up again`,
    );
  }
  return { encrypted, unreadable };
}

interface UserWriteEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
}

const NEEDS_SECRET =
  'Two-factor sign-in needs the staff member’s authenticator app set up first: run `npm run two-factor -- <username>` on the CMS server, which switches it on.';

/**
 * The panel's switch turns two-factor sign-in off and on again; it cannot turn it on for an account that has no
 * secret yet (nobody could sign in): that is `npm run two-factor`'s job.
 */
export function requireSecretForTwoFactor(strapi: Core.Strapi): void {
  const check = async ({ params }: UserWriteEvent) => {
    const data = params.data;
    if (data?.two_factor !== true || typeof data.two_factor_secret === 'string') return;
    const users: Array<{ two_factor_secret: string | null }> = params.where
      ? await strapi.db.query(USER).findMany({ where: params.where, select: ['id', 'two_factor_secret'] })
      : [];
    if (users.length === 0 || users.some((user) => !user.two_factor_secret)) throw new errors.ValidationError(NEEDS_SECRET);
  };
  strapi.db.lifecycles.subscribe({ models: [USER], beforeCreate: check, beforeUpdate: check, beforeUpdateMany: check });
}

/** Fields no answer ever carries, whoever asks (the Super Admin's panel included). */
const HIDDEN = ['two_factor_secret', 'two_factor_last_step'] as const;

function withoutHidden(value: unknown, depth = 0): void {
  if (depth > 6 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) withoutHidden(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const field of HIDDEN) delete record[field];
  for (const nested of Object.values(record)) withoutHidden(nested, depth + 1);
}

/**
 * The panel's Content Manager answers private fields to the Super Admin: every document-service answer about staff
 * accounts (and what is populated from them) goes out without the two-factor secret and last step. The login reads
 * them with the query engine, below the document service.
 */
export function hideTwoFactorSecrets(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    withoutHidden(result);
    return result;
  });
}
