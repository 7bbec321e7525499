import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { BookingEventSchema, type ChatMessage } from '@forwarder/shared/contract';
import { bookingDetailKey } from '../api/get-booking-detail';
import { chatListKey } from '../api/get-chat-list';
import { documentsKey } from '../api/get-documents';
import { piKey } from '../api/get-pi';
import { putChatRead } from '../api/put-chat-read';

/**
 * Live updates of an open booking (server-sent events from /svc/inquiry/stream): a new message
 * joins the chat at once (and a staff one is marked read, since the customer is looking at it);
 * a step, chat-status, invoice or document change refetches the booking, its invoice and its
 * documents. What changed before the stream was open is not sent on it: each time it opens (the
 * first time, or again after a drop) the booking, its invoice, documents and chat are fetched
 * again once, so nothing between the answers on screen (the page the server rendered, an earlier
 * fetch) and the stream is lost.
 */
export function useBookingStream(bookingId: number, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/svc/inquiry/stream?bookingId=${bookingId}`, { withCredentials: true });
    source.addEventListener('inquiry', (e) => {
      const parsed = v.safeParse(BookingEventSchema, JSON.parse((e as MessageEvent<string>).data));
      if (!parsed.success || parsed.output.type !== 'inquiry') return;
      const message = parsed.output.message;
      client.setQueryData<{ list: ChatMessage[] }>(chatListKey(bookingId), (old) => {
        if (!old) return { list: [message] };
        return old.list.some((m) => m.inquiryId === message.inquiryId) ? old : { list: [message, ...old.list] };
      });
      if (message.regUser.auth !== 'USER') putChatRead(bookingId).catch((err: unknown) => console.error('[booking] mark read failed', err));
    });
    const refetch = () => {
      void client.invalidateQueries({ queryKey: bookingDetailKey(bookingId) });
      void client.invalidateQueries({ queryKey: piKey(bookingId) });
      void client.invalidateQueries({ queryKey: chatListKey(bookingId) });
      void client.invalidateQueries({ queryKey: documentsKey(bookingId) });
    };
    source.addEventListener('booking', refetch);
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [bookingId, enabled, client]);
}
