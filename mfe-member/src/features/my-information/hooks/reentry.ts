/**
 * Whether the password was re-entered on my-information-confirm during this page's life (spec 1
 * section 6: re-entry before viewing or editing). In memory only: a reload or a new tab asks again.
 */
let reenteredFor: string | null = null;

/** After POST /cmn/login answered 200 on the re-entry step. */
export function markReentered(email: string): void {
  reenteredFor = email;
}

/** True when `email` re-entered the password on this page. */
export function hasReentered(email: string | undefined): boolean {
  return Boolean(email) && reenteredFor === email;
}

/** Forget the re-entry (after the profile was saved or failed). */
export function clearReentry(): void {
  reenteredFor = null;
}
