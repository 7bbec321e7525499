import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { BellRing, CircleCheck, Ship, Tag } from 'lucide-react';
import { AlertModal } from '@forwarder/shared/ui';
import shipUrl from '../../../media/newsletter-ship.svg';
import { subscribeMessages } from '../api';
import { useSubscribed } from '../hooks/use-subscribed';
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-section.module.css';

/** The navy band around the newsletter: copy on one side, `children` (form, note or skeleton) in the card. */
export function NewsletterBand({ children }: { children: ReactNode }) {
  return (
    <section className={styles.band} aria-labelledby="newsletter-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <img className={styles.art} src={shipUrl} alt="" width={240} height={160} loading="lazy" decoding="async" />
          <p className={styles.eyebrow}>
            <Trans>Newsletter</Trans>
          </p>
          <h2 id="newsletter-title" className={styles.title}>
            <Trans>Get spot deals and sailing news first</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>Discounted spot rates from Korea sell out fast. Get them in your inbox, together with new sailings and shipping tips.</Trans>
          </p>
          <ul className={styles.points}>
            <li>
              <Tag size={18} aria-hidden="true" />
              <Trans>Spot freight deals</Trans>
            </li>
            <li>
              <Ship size={18} aria-hidden="true" />
              <Trans>New sailings and routes</Trans>
            </li>
            <li>
              <BellRing size={18} aria-hidden="true" />
              <Trans>Shipping tips, no spam</Trans>
            </li>
          </ul>
        </div>
        <div className={styles.card}>{children}</div>
      </div>
    </section>
  );
}

type Result = { tone: 'success' | 'warning'; message: MessageDescriptor } | null;

/**
 * The home page's newsletter section (spec 1 sections 2, 4, 5, 8). Not rendered once this
 * browser has subscribed; right after a successful subscription the form is replaced by a
 * thank-you note (no layout jump under the success modal) until the next visit.
 */
export function NewsletterSection() {
  const { i18n } = useLingui();
  const [subscribed, markSubscribed] = useSubscribed();
  const [justSubscribed, setJustSubscribed] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);

  const onSubscribed = useCallback(() => {
    markSubscribed();
    setJustSubscribed(true);
    setResult({ tone: 'success', message: subscribeMessages.success });
  }, [markSubscribed]);
  const onFailed = useCallback((message: MessageDescriptor) => setResult({ tone: 'warning', message }), []);
  const closeResult = () => {
    setResult(null);
    // After a success the submit button that opened the modal is gone: focus the note instead.
    if (justSubscribed) requestAnimationFrame(() => noteRef.current?.focus());
  };

  if (subscribed && !justSubscribed) return null;

  return (
    <>
      <NewsletterBand>
        {justSubscribed ? (
          <p ref={noteRef} className={styles.done} tabIndex={-1}>
            <CircleCheck size={28} aria-hidden="true" />
            {i18n._(subscribeMessages.success)}
          </p>
        ) : (
          <NewsletterForm onSubscribed={onSubscribed} onFailed={onFailed} />
        )}
      </NewsletterBand>
      <AlertModal open={result !== null} tone={result?.tone ?? 'success'} message={result ? i18n._(result.message) : ''} onClose={closeResult} />
    </>
  );
}
