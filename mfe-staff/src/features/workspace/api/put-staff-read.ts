import { request } from '@forwarder/shared/api';
import { StaffUnreadSchema } from '@forwarder/shared/contract';

/** PUT /staff/inquiry/read?bookingId=: the customer's messages so far are read; answers the new unread total. */
export const putStaffRead = (bookingId: number) => request('/staff/inquiry/read', StaffUnreadSchema, { method: 'PUT', query: { bookingId } });

/** GET /staff/unread: the unread total over every booking (after a message on another booking). */
export const fetchStaffUnread = () => request('/staff/unread', StaffUnreadSchema);
