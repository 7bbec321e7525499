/** The owner's booking confirmation calls (one file per endpoint). */
export { bookingClaimQueryKey, getBookingClaim, useBookingClaim } from './get-booking-claim';
export { confirmBookingMutationKey, putBookingClaim, useConfirmBooking } from './put-booking-claim';
