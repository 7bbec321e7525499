import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, postLogin } from '@forwarder/shared/api';
import { memberErrorCodes } from '@forwarder/shared/contract';
import { hashPassword } from '@forwarder/shared/validation';

/** Mutation key of POST /cmn/login. */
export const loginMutationKey = ['cmn', 'login'] as const;

/** Messages of sign-in (spec 1 section 8). */
export const signInMessages = {
  failed: msg({ message: 'The email or Password you entered is incorrect. Please try again.', comment: 'Key signIn.theEmailOrPasswordYouEntered' }),
  notConfirmed: msg`Your email address is not confirmed yet. Open the link in the confirmation email we sent you, or ask for a new one.`,
  /** Password re-entry before my information. */
  invalidPassword: msg`Invalid Password.`,
} satisfies Record<string, MessageDescriptor>;

/** True when the api refused the sign-in only because the email is not confirmed. */
export const isNotConfirmed = (err: unknown) => err instanceof ApiError && err.status === 403 && err.errorCode === memberErrorCodes.emailNotConfirmed;

/** POST /cmn/login {email, pwd}; the password is hashed in the browser first (spec 1 section 5). */
export function useLogin() {
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: async ({ email, password }: { email: string; password: string }) => postLogin(email.trim(), await hashPassword(password)),
  });
}
