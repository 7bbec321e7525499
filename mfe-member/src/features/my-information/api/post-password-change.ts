import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError, request } from '@forwarder/shared/api';
import { memberErrorCodes, OkSchema, type ChangeOwnPasswordBody } from '@forwarder/shared/contract';
import { hashPassword } from '@forwarder/shared/validation';
import { commonMessages, isRateLimited } from '../../../components/common-messages';
import { changePasswordMessages } from '../../password/api';

/** Mutation key of POST /cmn/user/password/change. */
export const ownPasswordMutationKey = ['cmn', 'user', 'password', 'own'] as const;

/** POST /cmn/user/password/change {currentPwd, pwd}: both as browser hashes; other devices are signed out. */
export const postPasswordChange = (body: ChangeOwnPasswordBody) => request('/cmn/user/password/change', OkSchema, { method: 'POST', body });

/** Outcomes of My information's change of password. */
export const ownPasswordMessages = {
  done: msg`Your password has been changed. Other devices signed in to your account were signed out.`,
  wrongCurrent: msg`The current password is not correct.`,
} satisfies Record<string, MessageDescriptor>;

/** The message of a refused change: the current password, the rate limit, or the reset form's failure. */
export function ownPasswordErrorMessage(err: unknown): MessageDescriptor {
  if (isRateLimited(err)) return commonMessages.rateLimited;
  if (err instanceof ApiError && err.errorCode === memberErrorCodes.currentPasswordWrong) return ownPasswordMessages.wrongCurrent;
  return changePasswordMessages.failed;
}

/** The change as a mutation (hashes both passwords first, as sign-in does). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationKey: ownPasswordMutationKey,
    mutationFn: async ({ currentPassword, password }: { currentPassword: string; password: string }) =>
      postPasswordChange({ currentPwd: await hashPassword(currentPassword), pwd: await hashPassword(password) }),
  });
}
