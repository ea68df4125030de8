'use client';

import { useState } from 'react';
import { postLogout } from '@/lib/shared/admin/admin-api';
import { messages } from '@/lib/shared/messages';
import { useStaffSession } from './staff-session-provider';

/**
 * "Signed in as <username>" and Sign out, in the header of every staff screen while a login is held. Signing out
 * revokes the token on the server, then forgets the login here: the screen's guard sends the visitor to its login.
 */
export function StaffAccount() {
  const { loggedIn, username, token, signOut } = useStaffSession();
  const [pending, setPending] = useState(false);
  if (!loggedIn) return null;

  async function onSignOut() {
    setPending(true);
    try {
      const reply = await postLogout(token);
      // 401: the token was refused already (revoked or expired); nothing is left to revoke.
      if (!reply.ok && reply.status !== 401) console.error(`Sign out answered ${reply.status}`, reply.raw);
    } catch (error) {
      console.error('Sign out request failed', error);
    }
    setPending(false);
    signOut();
  }

  return (
    <div className="flex items-center gap-3 text-sm">
      <span>{messages.staff.signedInAs(username ?? '')}</span>
      <button
        type="button"
        onClick={onSignOut}
        disabled={pending}
        className="rounded-md border border-white px-3 py-1 font-semibold text-white hover:bg-white hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        {messages.staff.signOut}
      </button>
    </div>
  );
}
