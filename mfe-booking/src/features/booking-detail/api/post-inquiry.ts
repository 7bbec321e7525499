import { request } from '@forwarder/shared/api';
import { CreateInquiryAnswerSchema } from '@forwarder/shared/contract';

/** POST /svc/inquiry: the customer's message; 409 INQUIRY_CLOSED when the chat has ended. */
export const postInquiry = (bookingId: number, content: string) => request('/svc/inquiry', CreateInquiryAnswerSchema, { method: 'POST', body: { bookingId, content } });
