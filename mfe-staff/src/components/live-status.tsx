import { Trans } from '@lingui/react/macro';
import type { StreamStatus } from './desk-stream';
import styles from './live-status.module.css';

/** Whether a desk page is following the live stream, or asking again every 20 s meanwhile. */
export function LiveStatus({ status, className }: { status: StreamStatus; className?: string }) {
  return (
    <p className={className ? `${styles.live} ${className}` : styles.live} data-status={status} data-testid="live-status">
      <span className={styles.liveDot} aria-hidden="true" />
      {status === 'live' ? <Trans>Live</Trans> : status === 'connecting' ? <Trans>Connecting…</Trans> : <Trans>Live updates paused: refreshing every 20 s</Trans>}
    </p>
  );
}
