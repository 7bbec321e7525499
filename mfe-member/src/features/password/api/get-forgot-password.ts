import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, request } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';
import { commonMessages, isRateLimited } from '../../../components/common-messages';

/** Mutation key of GET /cmn/user/password. */
export const forgotPasswordMutationKey = ['cmn', 'user', 'password', 'forgot'] as const;

/** GET /cmn/user/password?email=&country=: sends the reset email. */
export const getForgotPassword = ({ email, country }: { email: string; country: string }) => request('/cmn/user/password', OkSchema, { query: { email, country } });

/** Outcomes of forgot password (spec 1 section 8). */
export const forgotMessages = {
  sent: msg`Password reset email has been sent.`,
  noMatch: msg`There is no matching email. Please check your information and try again.`,
  invalidEmail: msg`Invalid email address.`,
  failed: msg`Email you entered is incorrect. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

/** The catalogued message of a failed request: 400, 404, or any other. */
export function forgotErrorMessage(err: unknown): MessageDescriptor {
  if (isRateLimited(err)) return commonMessages.rateLimited;
  if (err instanceof ApiError && err.status === 400) return forgotMessages.noMatch;
  if (err instanceof ApiError && err.status === 404) return forgotMessages.invalidEmail;
  return forgotMessages.failed;
}

/** The forgot-password call as a mutation. */
export function useForgotPassword() {
  return useMutation({ mutationKey: forgotPasswordMutationKey, mutationFn: getForgotPassword });
}
