'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { isStaffRole, ROLE_STORAGE_KEY, type StaffRole, type StaffSession } from '@/lib/shared/admin/access';

interface StaffSessionValue extends StaffSession {
  /** The bearer token of the login answer: in memory only, lost on reload. */
  token: string | null;
  /** Who signed in (the header shows it): in memory only, like the token. */
  username: string | null;
  /** False during the server render and hydration, when the stored role cannot be read yet. */
  ready: boolean;
  signIn: (role: StaffRole, token: string | null, username: string) => void;
  /** Forgets the in-memory login: the guards then send the visitor to the screen's login. */
  signOut: () => void;
}

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

const roleListeners = new Set<() => void>();

function subscribeToRole(listener: () => void) {
  roleListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    roleListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readStoredRole(): StaffRole | null {
  try {
    const value = window.localStorage.getItem(ROLE_STORAGE_KEY);
    return isStaffRole(value) ? value : null;
  } catch {
    return null;
  }
}

function writeStoredRole(role: StaffRole) {
  try {
    window.localStorage.setItem(ROLE_STORAGE_KEY, role);
  } catch (error) {
    console.error('Could not store the staff role', error);
  }
  roleListeners.forEach((listener) => listener());
}

const subscribeNever = () => () => {};

/**
 * Holds the staff login of the (admin) area: the logged-in flag and token live in React state only, so a full
 * reload loses them and the guards send the user back to a login; the role is kept in localStorage.
 */
export function StaffSessionProvider({ children }: { children: React.ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const storedRole = useSyncExternalStore(subscribeToRole, readStoredRole, () => null);
  const ready = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  const signIn = useCallback((role: StaffRole, newToken: string | null, name: string) => {
    writeStoredRole(role);
    setToken(newToken);
    setUsername(name);
    setLoggedIn(true);
  }, []);

  // The stored role stays, as after a reload: the spec's redirect rules read it.
  const signOut = useCallback(() => {
    setToken(null);
    setUsername(null);
    setLoggedIn(false);
  }, []);

  const value = useMemo(
    () => ({ loggedIn, token, username, storedRole, ready, signIn, signOut }),
    [loggedIn, token, username, storedRole, ready, signIn, signOut],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession must be used inside <StaffSessionProvider>');
  return value;
}
