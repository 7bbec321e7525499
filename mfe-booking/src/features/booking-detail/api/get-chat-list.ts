import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { ChatListSchema } from '@forwarder/shared/contract';

/** Query key of a booking's chat. */
export const chatListKey = (bookingId: number) => ['svc', 'inquiry', 'list', bookingId] as const;

/** GET /svc/inquiry/list?bookingId=: newest first. */
export const fetchChatList = (bookingId: number) => request('/svc/inquiry/list', ChatListSchema, { query: { bookingId } });

/** The chat of a booking (refetchable). */
export function useChatList(bookingId: number) {
  return useQuery({ queryKey: chatListKey(bookingId), queryFn: () => fetchChatList(bookingId) });
}
