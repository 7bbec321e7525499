import { request } from '@forwarder/shared/api';
import { SimpleBookingAnswerSchema, type QuoteBookingBody } from '@forwarder/shared/contract';

/** POST /svc/booking/quote: the booking request made from a quote; answers the new booking's id. */
export const postQuoteBooking = (body: QuoteBookingBody) => request('/svc/booking/quote', SimpleBookingAnswerSchema, { method: 'POST', body }).then((a) => a.data);
