import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import styles from './offline-banner.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A small bar while the browser is offline: the page may come from the service worker's copy
 * (shell/public/sw.js), so it may be out of date. It goes away when the connection is back.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, () => !navigator.onLine, () => false);
  if (!offline) return null;
  return (
    <div className={styles.banner} role="status">
      <WifiOff size={18} aria-hidden="true" />
      <span>
        <Trans>You are offline. This page may be out of date.</Trans>
      </span>
    </div>
  );
}
