import type { Core } from '@strapi/strapi';
import { recordAudit } from '../audit/trail';
import type { StaffRole } from './staff';
import type { TwoFactorAccount } from './two-factor';

interface EmailConfig {
  configured: boolean;
}

interface Pause {
  account: Pick<TwoFactorAccount, 'username' | 'email'>;
  role: StaffRole;
  /** The address of the code that reached the limit (the others may have come from anywhere). */
  address: string;
  pauseSeconds: number;
}

const inWords = (seconds: number) =>
  seconds >= 3600 && seconds % 3600 === 0
    ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`;

/**
 * An account's two-factor sign-in was paused after too many wrong codes: whoever sent them had its password. The
 * operator is told in the audit log and the CMS's log, the staff member by e-mail when SMTP is set up and the account
 * has an address. The e-mail is sent in the background: a slow or failing mail server never holds up or fails a
 * login answer.
 */
export async function tellOfCodePause(strapi: Core.Strapi, { account, role, address, pauseSeconds }: Pause): Promise<void> {
  const pause = inWords(pauseSeconds);
  await recordAudit(strapi, {
    action: 'two-factor paused',
    subject_type: `${role} login`,
    actor: account.username,
    actor_kind: 'staff',
    reason: `too many wrong two-factor codes after a right password: two-factor sign-in paused for ${pause}`,
  });
  strapi.log.warn(
    `Two-factor sign-in of ${account.username} paused for ${pause}: too many wrong codes after a right password (the last from ${address}); its password should be changed`,
  );
  const email = account.email?.trim();
  if (!email || !strapi.config.get<EmailConfig>('bank.email').configured) return;
  const text = [
    `Someone entered the password of your Trust Bank staff account "${account.username}" and then too many wrong codes from an authenticator app.`,
    '',
    `Two-factor sign-in of the account is paused for ${pause}.`,
    '',
    'If this was not you, someone knows your password: ask the operator to change it now.',
  ].join('\n');
  const mailer = strapi.plugin('email').service('email');
  Promise.resolve()
    .then(() => mailer.send({ to: email, subject: 'Trust Bank staff sign-in paused: wrong codes', text }))
    .catch((error: unknown) => {
      strapi.log.warn(
        `Two-factor: telling ${account.username} of the pause by e-mail failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
}
