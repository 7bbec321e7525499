import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, request } from '@forwarder/shared/api';
import { memberErrorCodes, OkSchema, type SignUpBody } from '@forwarder/shared/contract';
import { commonMessages, isRateLimited } from '../../../components/common-messages';

/** Mutation key of POST /cmn/auth/user. */
export const signUpMutationKey = ['cmn', 'auth', 'user', 'sign-up'] as const;

/** POST /cmn/auth/user: creates the account and mails the confirmation link. */
export const postSignUp = (body: SignUpBody) => request('/cmn/auth/user', OkSchema, { method: 'POST', body });

/** Messages of sign-up (spec 1 section 8). */
export const signUpMessages = {
  duplicate: msg`Your Email is Duplicated.`,
  failed: msg`Sign up failed due to an unknown error.`,
} satisfies Record<string, MessageDescriptor>;

/** True when the api refused the sign-up because the visitor is in South Korea. */
export const isKoreaRefusal = (err: unknown) => err instanceof ApiError && err.status === 403 && err.errorCode === memberErrorCodes.koreaBlocked;

/** The catalogued message of any other failed sign-up: 400 is the duplicate email. */
export function signUpErrorMessage(err: unknown): MessageDescriptor {
  if (isRateLimited(err)) return commonMessages.rateLimited;
  return err instanceof ApiError && err.status === 400 && err.errorCode === memberErrorCodes.emailDuplicate ? signUpMessages.duplicate : signUpMessages.failed;
}

/** The sign-up call as a mutation. */
export function useSignUpCall() {
  return useMutation({ mutationKey: signUpMutationKey, mutationFn: postSignUp });
}
