import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { request } from '@forwarder/shared/api';
import { AuthUserSchema, type ProfileBody } from '@forwarder/shared/contract';

/** Mutation key of PUT /cmn/auth/user. */
export const profileMutationKey = ['cmn', 'auth', 'user', 'update'] as const;

/** PUT /cmn/auth/user: saves the profile and answers the updated user. */
export const putProfile = (body: ProfileBody) => request('/cmn/auth/user', AuthUserSchema, { method: 'PUT', body });

/** Messages of my information (spec 1 section 8). */
export const profileMessages = {
  saved: msg`Successfully changed information.`,
  failed: msg`Information changed failed.`,
  loadFailed: msg`Failed to load user information`,
} satisfies Record<string, MessageDescriptor>;

/** The save call as a mutation. */
export function useSaveProfile() {
  return useMutation({ mutationKey: profileMutationKey, mutationFn: putProfile });
}
