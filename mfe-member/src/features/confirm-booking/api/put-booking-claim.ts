import { useMutation } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingClaimAnswerSchema } from '@forwarder/shared/contract';

/** Mutation key of PUT /svc/booking/claim. */
export const confirmBookingMutationKey = ['svc', 'booking', 'claim'] as const;

/** PUT /svc/booking/claim: the owner takes the booking into their list (the link works once). */
export const putBookingClaim = (token: string) => request('/svc/booking/claim', BookingClaimAnswerSchema, { method: 'PUT', body: { token } });

/** The owner's confirmation as a mutation. */
export function useConfirmBooking() {
  return useMutation({ mutationKey: confirmBookingMutationKey, mutationFn: putBookingClaim });
}
