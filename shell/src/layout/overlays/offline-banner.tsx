import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import styles from './offline-banner.module.css';

/**
 * This document is the service worker's copy, sent because the network failed (sw.js marks it
 * `data-offline-copy`): a browser may still call itself online then (a captive portal, a dead
 * link behind a live Wi-Fi, Chromium's emulated offline on a new document). The mark goes when
 * the connection is back.
 */
const OFFLINE_COPY = 'data-offline-copy';

function subscribe(onChange: () => void): () => void {
  const online = () => {
    document.documentElement.removeAttribute(OFFLINE_COPY);
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A small bar while the browser is offline or the page is the service worker's copy
 * (shell/public/sw.js): it may be out of date. It goes away when the connection is back.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, () => document.documentElement.hasAttribute(OFFLINE_COPY) || !navigator.onLine, () => false);
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
