'use client';

import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { LOGIN_ENDPOINT, roleFromLogin, type StaffRole } from '@/lib/shared/admin/access';
import type { LoginStepAnswer } from '@bank/shared';
import { postLogin } from '@/lib/shared/admin/admin-api';
import { messages } from '@/lib/shared/messages';
import { useStaffSession } from './staff-session-provider';
import { TextField } from './staff-fields';
import { secondaryButton } from './styles';

const text = messages.staff.login;

/** A login that went through: the session holds it already. */
export interface SignedIn {
  role: StaffRole;
  token: string;
}

/**
 * The one login flow of the staff screens (the two login screens and the bulk page's own sign-in): posts the
 * credentials to the role's login, alerts the spec's texts ('Login failed' when the call fails, 'Invalid credentials'
 * when refused), and keeps the role and token in the session. The answer is the contract's LoginAnswer (admin-api
 * parses it): a success always carries its token, and an answer off the contract (say a success without one) is a
 * failed call, 'Login failed'.
 *
 * With two-factor sign-in on for the account, a right password answers that the code is needed: the hook keeps the
 * answer's challenge, the form then asks for the 6-digit code (CodeField), and the next logIn() sends the code with
 * the challenge. A refused code alerts the server's words (wrong, already used, expired, too many attempts).
 */
export function useStaffLogin(role: StaffRole) {
  const { signIn } = useStaffSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  async function logIn(): Promise<SignedIn | null> {
    if (pending) return null;
    setPending(true);
    let answer: LoginStepAnswer;
    try {
      answer = await postLogin(LOGIN_ENDPOINT[role], challenge ? { challenge, code: code.trim() } : { username, password });
    } catch (error) {
      console.error(`Staff login (${role}) request failed`, error);
      setPending(false);
      window.alert(messages.login.failed);
      return null;
    }
    setPending(false);
    if (answer.status === 'code-required') {
      setChallenge(answer.challenge);
      setPassword('');
      return null;
    }
    if (answer.status !== 'success') {
      if (challenge) setCode('');
      window.alert(challenge ? answer.message : messages.login.invalid);
      return null;
    }
    setChallenge(null);
    setCode('');
    const signedIn = { role: roleFromLogin(role, answer.role), token: answer.token };
    signIn(signedIn.role, signedIn.token, username.trim());
    setPassword('');
    return signedIn;
  }

  /** Back to the username and password (an expired challenge, another account). */
  function startAgain() {
    setChallenge(null);
    setCode('');
  }

  return {
    username,
    setUsername,
    password,
    setPassword,
    pending,
    logIn,
    awaitingCode: challenge !== null,
    code,
    setCode,
    startAgain,
  };
}

/** The code step of a two-factor login: the 6-digit code field, focused when it appears, and a way back. */
export function CodeField({
  login,
  fieldClassName,
}: {
  login: Pick<ReturnType<typeof useStaffLogin>, 'code' | 'setCode' | 'startAgain'>;
  fieldClassName?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <p className="text-sm text-gray-700">{text.codeHint}</p>
      <TextField
        id={`${id}-code`}
        name="code"
        label={text.code}
        className={fieldClassName}
        inputRef={input}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={login.code}
        onChange={login.setCode}
      />
      <button type="button" onClick={login.startAgain} className={secondaryButton}>
        {text.startAgain}
      </button>
    </>
  );
}

/** The Username and Password fields of a staff login, each with its label. */
export function CredentialFields({
  login,
  usernameRef,
  fieldClassName,
}: {
  login: Pick<ReturnType<typeof useStaffLogin>, 'username' | 'setUsername' | 'password' | 'setPassword'>;
  usernameRef?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}) {
  const id = useId();
  const field = (name: 'username' | 'password') => ({ id: `${id}-${name}`, label: text[name], name, className: fieldClassName });
  return (
    <>
      <TextField
        {...field('username')}
        autoComplete="username"
        value={login.username}
        onChange={login.setUsername}
        inputRef={usernameRef}
      />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="current-password"
        value={login.password}
        onChange={login.setPassword}
      />
    </>
  );
}
