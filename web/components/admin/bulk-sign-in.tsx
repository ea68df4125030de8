'use client';

import { useId, useState, type Ref } from 'react';
import { LOGIN_ENDPOINT, roleFromLogin } from '@/lib/admin/access';
import type { LoginAnswer } from '@bank/contract';
import { postLogin } from '@/lib/admin/admin-api';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, primaryButton, textInput } from './styles';

const text = messages.staff.bulk;
const login = messages.staff.login;

/**
 * The bulk page's own admin sign-in, shown while the page holds no usable token (opened by its address, reloaded,
 * or the token expired). It logs in as /tbl/admin does and keeps the token in the session, without leaving the page.
 */
export function BulkSignIn({ usernameRef, onSignedIn }: { usernameRef?: Ref<HTMLInputElement>; onSignedIn: () => void }) {
  const { signIn } = useStaffSession();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let answer: LoginAnswer;
    try {
      // The contract's login answer; a failed request or an answer off the contract (one without its token) rejects.
      answer = await postLogin(LOGIN_ENDPOINT.admin, username, password);
    } catch (error) {
      console.error('Bulk sender sign-in request failed', error);
      setPending(false);
      window.alert(messages.login.failed);
      return;
    }
    setPending(false);
    if (answer.status !== 'success') {
      window.alert(messages.login.invalid);
      return;
    }
    signIn(roleFromLogin('admin', answer.role), answer.token);
    setPassword('');
    onSignedIn();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mb-6 max-w-2xl`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {text.signInTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{text.signInHint}</p>
      <form onSubmit={handleSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="min-w-0">
          <label htmlFor={`${id}-username`} className={fieldLabel}>
            {login.username}
          </label>
          <input
            ref={usernameRef}
            id={`${id}-username`}
            name="username"
            type="text"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            className={textInput}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-password`} className={fieldLabel}>
            {login.password}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={textInput}
          />
        </div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? text.signingIn : text.signIn}
        </button>
      </form>
    </section>
  );
}
