/**
 * The desk's words for a failed action, from the error's status (one place for every call): a
 * refused session (with the way to sign in again), no connection, or a general failure. Callers
 * name their own special cases (a step that changed meanwhile, an ended chat) before this.
 */
import { Link, useLocation } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError } from '@forwarder/shared/api';
import { signInReturningTo } from '@forwarder/shared/paths';

/** True when the api refused the session (signed out, or not a staff account): the desk offers to sign in again. */
export const isSignedOut = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

/** A link to sign in again that comes back to this desk page. */
export function SignInAgain() {
  const { pathname, search } = useLocation();
  return (
    <Link to={signInReturningTo(`${pathname}${search}`)}>
      <Trans>Sign in again</Trans>
    </Link>
  );
}

/** `lead` (what did not happen), then why: the session (with "Sign in again"), the connection, or a general failure. */
export function ErrorText({ lead, error }: { lead?: ReactNode; error: unknown }) {
  let why: ReactNode;
  if (isSignedOut(error)) {
    why = (
      <>
        <Trans>Your session has ended, or this account is not staff.</Trans> <SignInAgain />
      </>
    );
  } else if (error instanceof ApiError && error.status === 0 && (error.errorCode === 'NETWORK' || error.errorCode === 'TIMEOUT')) {
    why = <Trans>The server could not be reached. Check the connection and try again.</Trans>;
  } else {
    why = <Trans>Something went wrong. Please try again.</Trans>;
  }
  return (
    <>
      {lead && <>{lead} </>}
      {why}
    </>
  );
}
