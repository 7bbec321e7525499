/**
 * What sign-up leaves for the confirm-email page (spec 1 section 4): the email and the
 * signup-completed flag. Kept in sessionStorage, not under the local `email` key, which means
 * "signed in" to the session store.
 */
import { SIGNUP_COOKIE } from '@forwarder/shared/paths';

const KEY = 'signup-completed-email';

/**
 * After a sign-up answering 200. The cookie (no email in it) lets the server send a page load
 * of confirm-email in a browser without any sign-up straight to / (pageLoadRedirect).
 */
export function markSignUpCompleted(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    /* storage unavailable: the confirm page then sends the user home */
  }
  document.cookie = `${SIGNUP_COOKIE}=1; path=/member; max-age=86400; samesite=lax`;
}

/** The email of the sign-up just completed in this tab, or null (then confirm-email redirects to /). */
export function signUpCompletedEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
