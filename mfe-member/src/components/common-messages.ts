import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@forwarder/shared/api';

/** Messages several member pages share. */
export const commonMessages = {
  /** Any rate-limited member call (429). */
  rateLimited: msg`Too many attempts. Please wait a minute and try again.`,
} satisfies Record<string, MessageDescriptor>;

/** True when the api refused the call for its rate limit. */
export const isRateLimited = (err: unknown) => err instanceof ApiError && err.status === 429;

/** Put the focus on the first invalid field of a form after a refused submit (react-hook-form focuses registered inputs; this covers the rest). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
