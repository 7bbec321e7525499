import { request } from '@forwarder/shared/api';
import { ChatReadAnswerSchema } from '@forwarder/shared/contract';

/** PUT /svc/inquiry/read?bookingId=: the staff messages so far are read (clears the unread badge). */
export const putChatRead = (bookingId: number) => request('/svc/inquiry/read', ChatReadAnswerSchema, { method: 'PUT', query: { bookingId } });
