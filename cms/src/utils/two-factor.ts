import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { authenticatorUri, newTwoFactorSecret } from '../lib/two-factor';
import type { StaffRole } from './staff';

/**
 * Two-factor sign-in of staff accounts (README "Two-factor sign-in"). The password step of a login with two-factor
 * on answers a challenge instead of a token: a signed note, good for a few minutes, saying whose password was right.
 * The code step sends it back with the code. A challenge is no token (checkStaff refuses it) and serves one sign-in
 * only: it names the last code step taken when it was issued, and taking a code moves that step on.
 */

const USER = 'plugin::users-permissions.user';
const PURPOSE = 'staff-two-factor';
const CHALLENGE_TTL = '5m';

export interface TwoFactorChallenge {
  userId: number;
  role: StaffRole;
  /** The account's token version when the password was right: signing out everywhere or a new password ends it. */
  tokenVersion: number;
  /** The account's last code step when the password was right (null: none yet). */
  lastStep: number | null;
}

interface ChallengePayload {
  purpose: typeof PURPOSE;
  user: number;
  role: StaffRole;
  ver: number;
  last: number | null;
}

const jwt = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('jwt');

/** The challenge of an account whose password was right; it never carries `id`, so it is never a staff token. */
export function issueChallenge(strapi: Core.Strapi, challenge: TwoFactorChallenge): string {
  const payload: ChallengePayload = {
    purpose: PURPOSE,
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
  const { user, role, ver, last } = payload;
  if (typeof user !== 'number' || (role !== 'admin' && role !== 'atmadmin') || typeof ver !== 'number') return null;
  if (last !== null && typeof last !== 'number') return null;
  return { userId: user, role, tokenVersion: ver, lastStep: last };
}

/** What the code step needs of an account; read by the query engine, as the secret is private. */
export interface TwoFactorAccount {
  id: number;
  username: string;
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
    select: ['id', 'username', 'blocked', 'two_factor', 'two_factor_secret', 'two_factor_last_step', 'token_version'],
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

/**
 * Sets up two-factor sign-in for a staff account (`npm run two-factor -- <username>`): a new secret, no code taken
 * yet, and the switch on. Through the document service, so the audit trail records it (naming the secret, never its
 * value). Returns the otpauth:// address to give the staff member's authenticator app; it is not kept anywhere.
 */
export async function enrolTwoFactor(strapi: Core.Strapi, username: string): Promise<string> {
  const user = await strapi.documents(USER).findFirst({ filters: { username }, fields: ['username'] });
  if (!user) throw new Error(`No staff account is named ${JSON.stringify(username)}`);
  const secret = newTwoFactorSecret();
  await strapi.documents(USER).update({
    documentId: user.documentId,
    data: { two_factor: true, two_factor_secret: secret, two_factor_last_step: null },
  } as never);
  return authenticatorUri(user.username ?? username, secret);
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
