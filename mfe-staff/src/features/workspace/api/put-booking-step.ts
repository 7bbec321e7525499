import { request } from '@forwarder/shared/api';
import { OkSchema, type BookingStep } from '@forwarder/shared/contract';

/**
 * PUT /staff/booking/step: forward only, or to CANCEL; 409 STEP_NOT_ALLOWED when the booking's
 * step changed meanwhile. The buyer's milestones name the staff member.
 */
export const putBookingStep = (bookingId: number, bookingStep: BookingStep) => request('/staff/booking/step', OkSchema, { method: 'PUT', body: { bookingId, bookingStep } });
