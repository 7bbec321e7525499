import { request } from '@forwarder/shared/api';
import { CreateInquiryAnswerSchema } from '@forwarder/shared/contract';

/** POST /staff/inquiry: a staff reply in the booking's chat (the api mails it to the buyer in their language). */
export const postStaffReply = (bookingId: number, content: string) => request('/staff/inquiry', CreateInquiryAnswerSchema, { method: 'POST', body: { bookingId, content } });
