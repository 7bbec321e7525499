import { request } from '@forwarder/shared/api';
import { OkSchema } from '@forwarder/shared/contract';

/** PUT /staff/inquiry/end?bookingId=: ends the booking's chat (the buyer's input closes). */
export const putEndChat = (bookingId: number) => request('/staff/inquiry/end', OkSchema, { method: 'PUT', query: { bookingId } });
