import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, postSubscriber } from '@forwarder/shared/api';

/** Mutation key of POST /svc/subscriber. */
export const subscribeMutationKey = ['svc', 'subscriber'] as const;

/** Messages of the newsletter call (spec 1 sections 4 and 8). */
export const subscribeMessages = {
  /** The spec's exact success text, typo included. */
  success: msg`Thank your for your subscription!`,
  duplicate: msg({
    message: 'This is an email address that is already in use. Please use a different email',
    comment: 'Key emailNotification.modal02: POST /svc/subscriber answered 400 (email already subscribed)',
  }),
  failed: msg`Error Occurred. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

/** The catalogued message of a failed subscription: 400 is the duplicate email, anything else (404 included) the generic error. */
export function subscribeErrorMessage(err: unknown): MessageDescriptor {
  return err instanceof ApiError && err.status === 400 ? subscribeMessages.duplicate : subscribeMessages.failed;
}

/** POST /svc/subscriber {email, country, lang}. */
export function useSubscribe() {
  return useMutation({ mutationKey: subscribeMutationKey, mutationFn: postSubscriber });
}
