/**
 * A catalogue item's trail (a spot offer's, a blog post's): what was done, by whom and when,
 * newest first, in a card beside the item's form.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateTime } from './format';
import styles from './catalog.module.css';
import card from '../features/workspace/components/workspace.module.css';

/** One line of a trail. */
export interface TrailLine<K extends string> {
  id: number;
  at: string;
  kind: K;
  staff: { id: number; name: string } | null;
  detail: string;
}

/** The "Changes" card: each line's label, staff member, time and detail; `empty` when there is none. */
export function ChangeTrail<K extends string>({ activity, labelOf, empty, testId }: { activity: Array<TrailLine<K>>; labelOf: (kind: K) => string; empty: ReactNode; testId: string }) {
  const { i18n } = useLingui();
  return (
    <section className={card.card} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className={card.cardTitle}>
        <Trans>Changes</Trans>
      </h2>
      {activity.length === 0 ? (
        <p className={card.muted}>{empty}</p>
      ) : (
        <ol className={styles.trail} data-testid={testId}>
          {activity.map((a) => (
            <li key={a.id} className={styles.trailItem}>
              <span className={styles.trailWhat}>
                {labelOf(a.kind)}
                {a.staff ? ` · ${a.staff.name}` : ''}
              </span>
              <time className={styles.trailWhen} dateTime={a.at}>
                {dateTime(a.at, i18n.locale)}
              </time>
              {a.detail && <span className={styles.trailDetail}>{a.detail.replaceAll(' -> ', ' → ')}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
