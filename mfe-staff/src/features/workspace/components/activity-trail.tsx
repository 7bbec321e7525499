import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookingStepSchema, DocumentKindSchema, type Activity } from '@forwarder/shared/contract';
import { dotDayTime } from '@forwarder/shared/format';
import { useDocumentKindLabels, useStepLabels } from '../../../components/labels';
import { piNumber } from '../model';
import styles from './workspace.module.css';

const isStep = (s: string | undefined) => BookingStepSchema.options.find((o) => o === s);
const isKind = (s: string | undefined) => DocumentKindSchema.options.find((o) => o === s);

/** What one trail line says, in a sentence of the desk's language; the api's `detail` read where it has a known shape. */
function useDescribe(): (a: Activity) => ReactNode {
  const { t } = useLingui();
  const steps = useStepLabels();
  const kinds = useDocumentKindLabels();
  return (a) => {
    const who = a.staff?.name ?? t`The customer`;
    switch (a.kind) {
      case 'REPLY': {
        const excerpt = a.detail;
        return <Trans>{who} replied: “{excerpt}”</Trans>;
      }
      case 'CHAT_ENDED':
        return <Trans>{who} ended the chat</Trans>;
      case 'STEP': {
        const [rawFrom, rawTo] = a.detail.split(' -> ');
        const f = isStep(rawFrom);
        const s = isStep(rawTo);
        if (!f || !s) {
          const detail = a.detail;
          return <Trans>{who} changed the step ({detail})</Trans>;
        }
        const from = steps[f];
        const to = steps[s];
        return <Trans>{who} moved the booking from "{from}" to "{to}"</Trans>;
      }
      case 'PI_ISSUED': {
        const m = /^P\.I (\d+), (.+)$/.exec(a.detail);
        if (!m) {
          const detail = a.detail;
          return <Trans>{who} issued a P.I ({detail})</Trans>;
        }
        const number = piNumber(Number(m[1]));
        const amount = m[2];
        return <Trans>{who} issued P.I {number} for {amount}</Trans>;
      }
      case 'PI_WITHDRAWN': {
        const reason = a.detail;
        return <Trans>{who} withdrew a P.I: “{reason}”</Trans>;
      }
      case 'DOCUMENT':
      case 'DOCUMENT_REMOVED': {
        const space = a.detail.indexOf(' ');
        const kind = isKind(space > 0 ? a.detail.slice(0, space) : undefined);
        const file = space > 0 ? a.detail.slice(space + 1) : a.detail;
        const what = kind ? kinds[kind] : t`a document`;
        return a.kind === 'DOCUMENT' ? <Trans>{who} added {what}: {file}</Trans> : <Trans>{who} removed {what}: {file}</Trans>;
      }
      case 'OWNER_CONFIRMED':
        return <Trans>The account owner confirmed the booking</Trans>;
    }
  };
}

/** Every act on the booking, newest first: when, who, what. */
export function ActivityTrail({ activity }: { activity: Activity[] }) {
  const headingId = useId();
  const describe = useDescribe();
  const lines = [...activity].reverse();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="activity-trail">
      <h2 id={headingId} className={styles.cardTitle}>
        <Trans>Activity</Trans>
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No staff activity on this booking yet.</Trans>
        </p>
      ) : (
        <ol className={styles.trail}>
          {lines.map((a) => (
            <li key={a.id} className={styles.trailItem} data-testid="activity-line">
              <time className={styles.trailTime} dateTime={a.at}>
                {dotDayTime(a.at)}
              </time>
              <span className={styles.trailText}>{describe(a)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
