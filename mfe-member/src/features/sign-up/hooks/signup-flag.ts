/**
 * What sign-up leaves for the confirm-email page (spec 1 section 4): the email and the
 * signup-completed flag. Kept in sessionStorage, not under the local `email` key, which means
 * "signed in" to the session store.
 */
const KEY = 'signup-completed-email';

/** After a sign-up answering 200. */
export function markSignUpCompleted(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    /* storage unavailable: the confirm page then sends the user home */
  }
}

/** The email of the sign-up just completed in this tab, or null (then confirm-email redirects to /). */
export function signUpCompletedEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
