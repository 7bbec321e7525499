import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, request } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';
import { commonMessages, isRateLimited } from '../../../components/common-messages';

/** Mutation key of GET /cmn/user/confirm. */
export const resendConfirmMutationKey = ['cmn', 'user', 'confirm', 'resend'] as const;

/** GET /cmn/user/confirm?email=: sends the confirmation email again. */
export const getResendConfirm = (email: string) => request('/cmn/user/confirm', OkSchema, { query: { email } });

/** Outcomes of the resend (spec 1 section 8). */
export const resendMessages = {
  success: msg`Email has been resend.`,
  unregistered: msg`This is an unregistered email.`,
  failed: msg`Error occurred in email resend.`,
} satisfies Record<string, MessageDescriptor>;

/** The catalogued message of a failed resend. */
export function resendErrorMessage(err: unknown): MessageDescriptor {
  if (isRateLimited(err)) return commonMessages.rateLimited;
  return err instanceof ApiError && err.status === 404 ? resendMessages.unregistered : resendMessages.failed;
}

/** The resend call as a mutation. */
export function useResendConfirm() {
  return useMutation({ mutationKey: resendConfirmMutationKey, mutationFn: getResendConfirm });
}
