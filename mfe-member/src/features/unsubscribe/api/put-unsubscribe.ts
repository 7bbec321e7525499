import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { request, type EarlyCall } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';

/** Mutation key of PUT /cmn/unsubscribe. */
export const unsubscribeMutationKey = ['cmn', 'unsubscribe'] as const;

/** PUT /cmn/unsubscribe?emailHash=: the unsubscribe link's single-use token. */
export const putUnsubscribe = (emailHash: string) => request('/cmn/unsubscribe', OkSchema, { method: 'PUT', query: { emailHash } });

/** The same call as the page's call on load, which boot.js starts with the document (EarlyCallStates). */
export const unsubscribeCall: EarlyCall = {
  method: 'PUT',
  route: '/member/email-unsubscribed/:userEmailHash',
  path: '/cmn/unsubscribe',
  query: { emailHash: ':userEmailHash' },
};

/** Messages of the unsubscribe result (spec 2 "Unsubscribe"). */
export const unsubscribeMessages = {
  done: msg`You've been unsubscribed`,
} satisfies Record<string, MessageDescriptor>;

/** The unsubscribe call as a mutation. */
export function useUnsubscribe() {
  return useMutation({ mutationKey: unsubscribeMutationKey, mutationFn: putUnsubscribe });
}
