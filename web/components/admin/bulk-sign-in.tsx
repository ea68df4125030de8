'use client';

import { useId, type Ref } from 'react';
import { messages } from '@/lib/shared/messages';
import { CodeField, CredentialFields, useStaffLogin } from './staff-credentials';
import { card, primaryButton } from './styles';

const text = messages.staff.bulk;

/**
 * The bulk page's own admin sign-in, shown while the page holds no usable token (opened by its address, reloaded,
 * or the token expired). It logs in as /tbl/admin does and keeps the token in the session, without leaving the page.
 */
export function BulkSignIn({ usernameRef, onSignedIn }: { usernameRef?: Ref<HTMLInputElement>; onSignedIn: () => void }) {
  const login = useStaffLogin('admin');
  const id = useId();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await login.logIn()) onSignedIn();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mb-6 max-w-2xl`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {text.signInTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{text.signInHint}</p>
      <form onSubmit={handleSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {login.awaitingCode ? (
          <CodeField login={login} fieldClassName="min-w-0" />
        ) : (
          <CredentialFields login={login} usernameRef={usernameRef} fieldClassName="min-w-0" />
        )}
        <button type="submit" disabled={login.pending} className={primaryButton}>
          {login.pending ? text.signingIn : text.signIn}
        </button>
      </form>
    </section>
  );
}
