import { ApiError, request } from '@forwarder/shared/api';
import { BuyerRegistrationAnswerSchema, type BuyerRegistrationBody } from '@forwarder/shared/contract';

/**
 * POST /cmn/auth/user without a password: registers the requester before a booking (spec 2
 * sections 4 and 8). 400 USER_EMAIL_DUPLICATE means the account exists, which is what the
 * booking needs: it counts as success. Any other failure is thrown.
 */
export async function registerBuyer(body: BuyerRegistrationBody): Promise<void> {
  try {
    await request('/cmn/auth/user', BuyerRegistrationAnswerSchema, { method: 'POST', body });
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.errorCode === 'USER_EMAIL_DUPLICATE') return;
    throw err;
  }
}
