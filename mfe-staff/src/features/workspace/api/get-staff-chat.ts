import { useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { ChatListSchema, type ChatMessage } from '@forwarder/shared/contract';

/** Query key of a booking's chat in the workspace. */
export const staffChatKey = (bookingId: number) => ['staff', 'booking', 'chat', bookingId] as const;

/** GET /staff/inquiry/list?bookingId=: the conversation the buyer sees, newest first. */
export const fetchStaffChat = (bookingId: number, signal?: AbortSignal) => request('/staff/inquiry/list', ChatListSchema, { query: { bookingId }, signal });

/** The chat of a booking (newest first, as the api lists it). */
export function useStaffChat(bookingId: number) {
  return useQuery({ queryKey: staffChatKey(bookingId), queryFn: ({ signal }) => fetchStaffChat(bookingId, signal), staleTime: 0 });
}

/** Put `message` into the cached chat at once (a reply just sent, a message from the live stream); each message once. */
export function addChatMessage(client: QueryClient, bookingId: number, message: ChatMessage): void {
  client.setQueryData<{ list: ChatMessage[] }>(staffChatKey(bookingId), (old) => {
    if (!old) return old;
    return old.list.some((m) => m.inquiryId === message.inquiryId) ? old : { list: [message, ...old.list] };
  });
}
