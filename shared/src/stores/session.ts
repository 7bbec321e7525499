import { create } from 'zustand';
import * as v from 'valibot';
import { fetchAuthUser, postLogout } from '../api';
import { AuthUserSchema, type AuthUser } from '../contract';
import { bus } from '../bus';
import { readStorage, storageKeys, writeStorage } from './storage';

/** Session state: `unknown` until the auth user has been asked for. */
export interface SessionState {
  status: 'unknown' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
}

/** The session store (spec 1 section 4 "Auth flag"); the signed-in email persists under `email`. */
export const useSession = create<SessionState>(() => ({
  status: readStorage(storageKeys.email) ? 'unknown' : 'signed-out',
  user: null,
}));

/** After a login answering 200: store the email, flag signed in, tell every app. */
export function signedIn(user: AuthUser): void {
  writeStorage(storageKeys.email, user.email);
  useSession.setState({ status: 'signed-in', user });
  bus.emit('auth:signed-in', { email: user.email });
}

/** Sign out: the flag is cleared whether or not the call succeeds. */
export async function signOut(): Promise<void> {
  try {
    await postLogout();
  } catch (err) {
    console.warn('[session] logout call failed; signing out locally', err);
  }
  clearSession();
}

/** Clear the local session without calling the api. */
export function clearSession(): void {
  writeStorage(storageKeys.email, null);
  useSession.setState({ status: 'signed-out', user: null });
  bus.emit('auth:signed-out', {});
}

/** Load the auth user when the local flag says signed in; a failure logs the user out. */
export async function restoreSession(): Promise<void> {
  if (!readStorage(storageKeys.email)) {
    useSession.setState({ status: 'signed-out', user: null });
    return;
  }
  try {
    const user = await fetchAuthUser();
    useSession.setState({ status: 'signed-in', user });
  } catch {
    clearSession();
  }
}

/**
 * The signed-in user a page's server render saw (the first screen's state): taken at once when
 * this browser's flag names the same email, so a signed-in page renders its data without waiting
 * for the session check; restoreSession still confirms it.
 */
export function adoptServerUser(user: unknown): void {
  const parsed = v.safeParse(AuthUserSchema, user);
  if (parsed.success && readStorage(storageKeys.email) === parsed.output.email) useSession.setState({ status: 'signed-in', user: parsed.output });
}

/** True when prices must be masked for this user (the test account). */
export function isPriceMaskedUser(s: SessionState): boolean {
  return Boolean(s.user?.priceMasked);
}
