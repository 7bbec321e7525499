import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@forwarder/shared/contract';
import { useDeskEvents, type DeskChange, type StreamStatus } from '../../../components/desk-stream';
import { staffBookingKey } from '../api/get-staff-booking';
import { addChatMessage, staffChatKey } from '../api/get-staff-chat';
import { fetchStaffUnread } from '../api/put-staff-read';

/** How often the workspace asks again while the live stream is down. */
export const POLL_WHILE_DOWN_MS = 20_000;

/** What the workspace does with what the stream reports. */
export interface WorkspaceLiveOptions {
  /** A customer message of this booking arrived (it is already in the chat). */
  onCustomerMessage?: (message: ChatMessage) => void;
  /** The unread total over every booking changed (a customer wrote on another booking). */
  onUnread?: (total: number) => void;
}

/**
 * Keeps an open booking live on the desk's one stream: a message of this booking joins the chat
 * at once; any change of it (a step, an invoice, a document, a read, a staff reply) asks for the
 * booking again; when the stream opens again after a failure, the booking and its chat are asked
 * again; a customer message on another booking refreshes the unread total. While the stream is
 * down both are asked again every 20 s (tab visible). Returns the stream's status.
 */
export function useWorkspaceLive(bookingId: number, { onCustomerMessage, onUnread }: WorkspaceLiveOptions = {}): StreamStatus {
  const client = useQueryClient();

  const refetchAll = useCallback(() => {
    void client.invalidateQueries({ queryKey: staffBookingKey(bookingId) });
    void client.invalidateQueries({ queryKey: staffChatKey(bookingId) });
  }, [client, bookingId]);

  const onChange = useCallback(
    ({ bookingId: id, event }: DeskChange) => {
      if (id === null) {
        refetchAll();
        return;
      }
      if (id !== bookingId) {
        if (event?.type === 'inquiry' && event.message.regUser.auth === 'USER' && onUnread) {
          fetchStaffUnread()
            .then(({ unreadTotal }) => onUnread(unreadTotal))
            .catch((err: unknown) => console.warn('[staff] unread total failed', err));
        }
        return;
      }
      if (event?.type === 'inquiry') {
        addChatMessage(client, bookingId, event.message);
        if (event.message.regUser.auth === 'USER') {
          onCustomerMessage?.(event.message);
          return;
        }
      }
      // A staff reply, a step, an invoice, a document or a read: the booking (and its trail) again.
      void client.invalidateQueries({ queryKey: staffBookingKey(bookingId) });
    },
    [client, bookingId, refetchAll, onCustomerMessage, onUnread],
  );

  const status = useDeskEvents(onChange);

  useEffect(() => {
    if (status !== 'down') return;
    const id = setInterval(() => {
      if (!document.hidden) refetchAll();
    }, POLL_WHILE_DOWN_MS);
    return () => clearInterval(id);
  }, [status, refetchAll]);

  return status;
}
