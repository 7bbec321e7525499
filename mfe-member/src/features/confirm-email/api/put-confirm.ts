import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { request, type EarlyCall } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';

/** Mutation key of PUT /cmn/user/confirm. */
export const confirmEmailMutationKey = ['cmn', 'user', 'confirm'] as const;

/** PUT /cmn/user/confirm?emailHash=: confirms the address of the link's token. */
export const putConfirmEmail = (emailHash: string) => request('/cmn/user/confirm', OkSchema, { method: 'PUT', query: { emailHash } });

/** The same call as the page's call on load, which boot.js starts with the document (EarlyCallStates). */
export const confirmEmailCall: EarlyCall = {
  method: 'PUT',
  route: '/member/confirm-email-completed/:userEmailHash',
  path: '/cmn/user/confirm',
  query: { emailHash: ':userEmailHash' },
};

/** Messages of the confirmation (spec 1 sections 2 and 8); {host} is the brand. */
export const confirmMessages = {
  failed: msg`Your Email Confirming failed. Please Try Again.`,
} satisfies Record<string, MessageDescriptor>;

/** The confirmation call as a mutation (Retry repeats it). */
export function useConfirmEmail() {
  return useMutation({ mutationKey: confirmEmailMutationKey, mutationFn: putConfirmEmail });
}
