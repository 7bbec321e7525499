import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, MessageSquareOff, SendHorizontal, ShieldCheck } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import { CHAT_MAX_LENGTH, type ChatMessage } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { dotDayTime } from '@forwarder/shared/format';
import { DeskConfirm } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { DeskError } from '../../../components/states';
import { staffBookingKey } from '../api/get-staff-booking';
import { addChatMessage, useStaffChat } from '../api/get-staff-chat';
import { postStaffReply } from '../api/post-staff-reply';
import { putEndChat } from '../api/put-end-chat';
import { putStaffRead } from '../api/put-staff-read';
import styles from './chat-panel.module.css';

function Bubble({ message }: { message: ChatMessage }) {
  const staff = message.regUser.auth === 'STAFF';
  return (
    <li className={staff ? styles.staff : styles.customer} data-testid={staff ? 'chat-staff' : 'chat-customer'}>
      <span className={styles.author}>
        {staff && <ShieldCheck size={14} aria-hidden="true" className={styles.staffIcon} />}
        <span className={styles.authorName}>{message.regUser.name}</span>
        {staff && (
          <span className={styles.staffMark}>
            <Trans>Staff</Trans>
          </span>
        )}
      </span>
      <p className={styles.bubble}>{message.content}</p>
      <span className={styles.meta}>
        <time dateTime={message.regDtm}>{dotDayTime(message.regDtm)}</time>
        {staff && message.clientReadDtm && (
          <span className={styles.seen} title={dotDayTime(message.clientReadDtm)}>
            <CheckCheck size={14} aria-hidden="true" />
            <Trans>Read by the customer</Trans>
          </span>
        )}
      </span>
    </li>
  );
}

/** Props of ChatPanel. */
export interface ChatPanelProps {
  bookingId: number;
  customerName: string;
  /** The chat is open (the customer can write). */
  flagInquiry: boolean;
  /** The chat is on screen: the customer's messages are marked read when it shows and as they arrive. */
  shown: boolean;
  /** A new unread total over every booking (the answer of each read). */
  onUnread: (total: number) => void;
}

/**
 * The booking's chat as the buyer sees it, oldest first, live (messages join it from the desk's
 * stream): a reply box (Enter sends, Shift+Enter starts a new line; the api mails the reply to
 * the buyer) and "End chat" after a confirmation. While it is shown, the customer's messages are
 * marked read (PUT /staff/inquiry/read) and the new unread total goes to `onUnread`.
 */
export function ChatPanel({ bookingId, customerName, flagInquiry, shown, onUnread }: ChatPanelProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const chat = useStaffChat(bookingId);
  const [text, setText] = useState('');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  // The api lists newest first; the chat reads top to bottom.
  const messages = chat.data ? [...chat.data.list].reverse() : [];
  const count = messages.length;
  const lastCustomer = chat.data?.list.find((m) => m.regUser.auth === 'USER')?.inquiryId ?? 0;
  const loaded = chat.isSuccess;

  const unread = useRef(onUnread);
  useEffect(() => {
    unread.current = onUnread;
  }, [onUnread]);

  // Shown, and again for each new customer message while shown: they are read now.
  useEffect(() => {
    if (!shown || !loaded) return;
    putStaffRead(bookingId)
      .then(({ unreadTotal }) => unread.current(unreadTotal))
      .catch((err: unknown) => console.warn('[staff] mark read failed', err));
  }, [shown, loaded, lastCustomer, bookingId]);

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, shown]);

  const refreshBooking = () => client.invalidateQueries({ queryKey: staffBookingKey(bookingId) });

  const send = useMutation({
    mutationFn: (content: string) => postStaffReply(bookingId, content),
    onSuccess: ({ data }) => {
      addChatMessage(client, bookingId, data);
      setText('');
      // The trail has a new REPLY line.
      void refreshBooking();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.errorCode === 'INQUIRY_CLOSED') void refreshBooking();
    },
  });

  const endedHere = useRef(false);
  const end = useMutation({
    mutationFn: () => putEndChat(bookingId),
    onSuccess: async () => {
      await refreshBooking();
      endedHere.current = true;
      setConfirmEnd(false);
    },
  });
  // "End chat" is gone with the open chat: the focus goes to the conversation, not the page's top.
  useEffect(() => {
    if (flagInquiry || confirmEnd || !endedHere.current) return;
    endedHere.current = false;
    logRef.current?.focus();
  }, [flagInquiry, confirmEnd]);

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter keeps the browser's new line; Enter while an input method composes is the IME's.
    if (e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const sendError = send.error ? (
    send.error instanceof ApiError && send.error.errorCode === 'INQUIRY_CLOSED' ? (
      <Trans>This chat has ended: the reply was not sent.</Trans>
    ) : (
      <ErrorText lead={<Trans>The reply was not sent.</Trans>} error={send.error} />
    )
  ) : null;

  let body;
  if (chat.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">{t`Loading messages`}</span>
        <span className={styles.bone} style={{ width: '60%' }} />
        <span className={`${styles.bone} ${styles.boneRight}`} style={{ width: '45%' }} />
        <span className={styles.bone} style={{ width: '52%' }} />
      </div>
    );
  } else if (chat.isError) {
    body = (
      <div className={styles.problem}>
        <DeskError message={<Trans>The chat could not be loaded.</Trans>} onRetry={() => void chat.refetch()} />
      </div>
    );
  } else {
    body = (
      // A scrollable region must be reachable by keyboard; role log announces new messages.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div ref={logRef} className={styles.log} role="log" tabIndex={0} aria-label={t`Messages`} data-testid="chat-log">
        {count === 0 ? (
          <p className={styles.empty}>
            <Trans>No messages yet.</Trans>
          </p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((m) => (
              <Bubble key={m.inquiryId} message={m} />
            ))}
          </ol>
        )}
      </div>
    );
  }

  return (
    <section className={styles.chat} aria-labelledby={headingId} data-testid="chat-panel">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Chat</Trans>
        </h2>
        <span className={styles.state} data-open={flagInquiry || undefined}>
          {flagInquiry ? <Trans>Open</Trans> : <Trans>Ended</Trans>}
        </span>
        {flagInquiry && (
          <Button variant="secondary" className={styles.endButton} onClick={() => setConfirmEnd(true)}>
            <MessageSquareOff size={16} aria-hidden="true" />
            <Trans>End chat</Trans>
          </Button>
        )}
      </div>
      {body}
      {flagInquiry ? (
        <form className={styles.form} onSubmit={onSubmit} aria-busy={send.isPending || undefined}>
          <label htmlFor={inputId} className="visually-hidden">
            <Trans>Reply to {customerName}</Trans>
          </label>
          <div className={styles.composer}>
            <textarea
              ref={inputRef}
              id={inputId}
              className={styles.input}
              rows={2}
              maxLength={CHAT_MAX_LENGTH}
              value={text}
              placeholder={t`Write a reply`}
              aria-describedby={hintId}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              data-testid="chat-input"
            />
            <button type="submit" className={styles.send} disabled={send.isPending || text.trim() === ''} aria-label={t`Send reply`}>
              <SendHorizontal size={20} aria-hidden="true" />
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            <Trans>
              <kbd>Enter</kbd> sends, <kbd>Shift</kbd>+<kbd>Enter</kbd> starts a new line. The customer also gets the reply by mail.
            </Trans>
          </p>
          {sendError && (
            <p className={styles.error} role="alert">
              {sendError}
            </p>
          )}
        </form>
      ) : (
        <p className={styles.ended} role="status" data-testid="chat-ended">
          <MessageSquareOff size={16} aria-hidden="true" />
          <Trans>The chat has ended: the customer can no longer write here.</Trans>
        </p>
      )}
      <DeskConfirm
        open={confirmEnd}
        title={<Trans>End the chat?</Trans>}
        message={<Trans>{customerName} will no longer be able to write in this booking's chat, and you will not be able to reply. This cannot be undone.</Trans>}
        confirmLabel={t`End chat`}
        cancelLabel={t`Keep it open`}
        busy={end.isPending}
        onConfirm={() => end.mutate()}
        onCancel={() => {
          end.reset();
          setConfirmEnd(false);
        }}
      >
        {end.error && (
          <p className={styles.error} role="alert">
            <ErrorText error={end.error} />
          </p>
        )}
      </DeskConfirm>
    </section>
  );
}
