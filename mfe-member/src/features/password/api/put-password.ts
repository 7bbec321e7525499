import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { request } from '@forwarder/shared/api';
import { SetPasswordAnswerSchema } from '@forwarder/shared/contract';
import { hashPassword } from '@forwarder/shared/validation';

/** Mutation key of PUT /cmn/user/password. */
export const changePasswordMutationKey = ['cmn', 'user', 'password', 'change'] as const;

/**
 * PUT /cmn/user/password {emailHash, pwd}: the reset link's token and the new password's browser
 * hash. A visitor booking's set-password link answers the booking too (and signs the account in).
 */
export const putPassword = (body: { emailHash: string; pwd: string }) => request('/cmn/user/password', SetPasswordAnswerSchema, { method: 'PUT', body });

/** Messages of change password (spec 1 sections 2 and 8). */
export const changePasswordMessages = {
  done: msg`Your Password Complete! Please Sign in with new password.`,
  failed: msg`Password change failed. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

/** The change call as a mutation (hashes the new password first). */
export function useChangePassword() {
  return useMutation({
    mutationKey: changePasswordMutationKey,
    mutationFn: async ({ emailHash, password }: { emailHash: string; password: string }) => putPassword({ emailHash, pwd: await hashPassword(password) }),
  });
}
