import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { Button, Modal } from '@forwarder/shared/ui';
import maintenanceUrl from '../../media/maintenance.svg';
import styles from './maintenance-popup.module.css';

/** Whether the maintenance notice is showing (the notice popup waits behind it). */
export function useMaintenanceOpen(): [boolean, () => void] {
  const on = useRuntimeConfig((s) => s.config.maintenance);
  const [dismissed, setDismissed] = useState(false);
  return [on && !dismissed, () => setDismissed(true)];
}

/** The maintenance notice (spec 1 section 8), switched on by `maintenance` in runtime-config.json. */
export function MaintenancePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`System Maintenance`}
      size="sm"
      initialFocus={closeRef}
      footer={
        <Button ref={closeRef} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className={styles.body}>
        <img src={maintenanceUrl} width={160} height={120} alt="" className={styles.art} />
        <p className={styles.text}>
          <Trans>Some features are experiencing issues, and we are working to fix them</Trans>
        </p>
      </div>
    </Modal>
  );
}
