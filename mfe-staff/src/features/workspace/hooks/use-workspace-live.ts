import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@forwarder/shared/contract';
import { coalescer, useDeskEvents, usePollWhileDown, type DeskChange, type StreamStatus } from '../../../components/desk-stream';
import { staffBookingKey } from '../api/get-staff-booking';
import { addChatMessage, staffChatKey } from '../api/get-staff-chat';
import { fetchStaffUnread } from '../api/put-staff-read';

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
 * again; a customer message on another booking refreshes the unread total. A burst of events
 * asks one request at a time (`coalescer`). While the stream is down the booking and its chat are
 * asked again every 20 s (tab visible). Returns the stream's status.
 */
export function useWorkspaceLive(bookingId: number, { onCustomerMessage, onUnread }: WorkspaceLiveOptions = {}): StreamStatus {
  const client = useQueryClient();
  // Bursts of events cost one request at a time, the last answer current.
  const [unreadGate] = useState(coalescer);
  const [bookingGate] = useState(coalescer);

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
          unreadGate(() =>
            fetchStaffUnread()
              .then(({ unreadTotal }) => onUnread(unreadTotal))
              .catch((err: unknown) => console.warn('[staff] unread total failed', err)),
          );
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
      bookingGate(() => client.invalidateQueries({ queryKey: staffBookingKey(bookingId) }));
    },
    [client, bookingId, refetchAll, unreadGate, bookingGate, onCustomerMessage, onUnread],
  );

  const status = useDeskEvents(onChange);

  usePollWhileDown(status, refetchAll);

  return status;
}
