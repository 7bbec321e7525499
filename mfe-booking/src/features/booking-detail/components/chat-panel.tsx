import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendHorizontal, ShieldCheck } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import type { ChatMessage } from '@forwarder/shared/contract';
import { AlertModal, Skeleton } from '@forwarder/shared/ui';
import { dotDayTime } from '@forwarder/shared/format';
import { chatListKey, useChatList } from '../api/get-chat-list';
import { postInquiry } from '../api/post-inquiry';
import { putChatRead } from '../api/put-chat-read';
import styles from './chat-panel.module.css';

/** Reload the page (the spec's answer to sending into an ended chat). */
const reloadPage = () => window.location.reload();

function Bubble({ message, product }: { message: ChatMessage; product: string }) {
  const mine = message.regUser.auth === 'USER';
  const name = message.regUser.name;
  return (
    <li className={mine ? styles.mine : styles.theirs} data-testid={mine ? 'chat-mine' : 'chat-staff'}>
      {!mine && (
        <span className={styles.author}>
          <ShieldCheck size={16} aria-hidden="true" className={styles.admin} />
          <span className={styles.adminMark}>
            <Trans>Admin</Trans>
          </span>
          <Trans>
            {name} from {product}
          </Trans>
        </span>
      )}
      <p className={styles.bubble}>{message.content}</p>
      <time className={styles.time} dateTime={message.regDtm}>
        {dotDayTime(message.regDtm)}
      </time>
    </li>
  );
}

/** The chat of a booking (spec 2 "Chat"): messages oldest to newest, the input while the chat is open. */
export function ChatPanel({ bookingId, flagInquiry, onReload = reloadPage }: { bookingId: number; flagInquiry: boolean; onReload?: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const product = useRuntimeConfig((s) => s.config.brand.host);
  const chat = useChatList(bookingId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [ended, setEnded] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // The server lists newest first; the chat reads top to bottom.
  const messages = chat.data ? [...chat.data.list].reverse() : [];
  const count = messages.length;

  useEffect(() => {
    if (chat.error) console.error('[booking] chat failed', chat.error);
  }, [chat.error]);

  // Opening the chat reads it: the list's unread badge clears.
  useEffect(() => {
    putChatRead(bookingId)
      .then(() => client.invalidateQueries({ queryKey: ['svc', 'booking', 'list'] }))
      .catch((err: unknown) => console.error('[booking] mark read failed', err));
  }, [bookingId, client]);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const { data } = await postInquiry(bookingId, content);
      setText('');
      client.setQueryData<{ list: ChatMessage[] }>(chatListKey(bookingId), (old) => (old ? (old.list.some((m) => m.inquiryId === data.inquiryId) ? old : { list: [data, ...old.list] }) : { list: [data] }));
    } catch (err) {
      // Spec 2 section 8: any send failure reads as an ended consultation, then the page reloads.
      console.error('[booking] send failed', err);
      setEnded(true);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const lastRead = messages.reduce<string | null>((acc, m) => (m.clientReadDtm && (!acc || m.clientReadDtm > acc) ? m.clientReadDtm : acc), null);
  return (
    <section className={styles.chat} aria-labelledby={`chat-${bookingId}`}>
      <h2 id={`chat-${bookingId}`} className={styles.title}>
        <Trans>Chat</Trans>
      </h2>
      <div className={styles.scroller}>
        {chat.isPending ? (
          <div className={styles.loading} aria-hidden="true">
            <Skeleton height={56} width="60%" />
            <Skeleton height={56} width="50%" className={styles.right} />
          </div>
        ) : count === 0 ? (
          <p className={styles.empty}>
            <Trans>No chat messages yet.</Trans>
          </p>
        ) : (
          // A scrollable region must be reachable by keyboard (it holds nothing focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div ref={listRef} className={styles.list} role="log" tabIndex={0} aria-label={t`Messages`} data-testid="chat-list">
            <ol className={styles.messages}>
              {messages.map((m) => (
                <Bubble key={m.inquiryId} message={m} product={product} />
              ))}
            </ol>
          </div>
        )}
      </div>
      {flagInquiry ? (
        <form className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            <Trans>Message</Trans>
          </label>
          <textarea
            id={inputId}
            className={styles.input}
            rows={2}
            maxLength={4000}
            value={text}
            placeholder={t`Type your message`}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="chat-input"
          />
          {text.trim() !== '' && (
            <button type="submit" className={styles.send} disabled={sending} aria-label={t`Send`} data-testid="chat-send">
              <SendHorizontal size={20} aria-hidden="true" />
            </button>
          )}
        </form>
      ) : (
        <div className={styles.ended} role="status" data-testid="chat-ended">
          <span className={styles.endedLine} aria-hidden="true" />
          <span className={styles.endedText}>
            <Trans>Chat ended</Trans>
            {lastRead && <span className={styles.endedTime}>{dotDayTime(lastRead)}</span>}
          </span>
          <span className={styles.endedLine} aria-hidden="true" />
        </div>
      )}
      <AlertModal open={ended} tone="warning" message={t`This consultation has already ended.`} onClose={onReload} />
    </section>
  );
}
