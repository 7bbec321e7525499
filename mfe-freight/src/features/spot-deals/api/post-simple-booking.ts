import { request } from '@forwarder/shared/api';
import { SimpleBookingAnswerSchema, type SimpleBookingBody } from '@forwarder/shared/contract';

/** POST /svc/booking/simple: the new booking's id. */
export const postSimpleBooking = (body: SimpleBookingBody) =>
  request('/svc/booking/simple', SimpleBookingAnswerSchema, { method: 'POST', body }).then((a) => a.data);
