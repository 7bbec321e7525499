import { useUi } from '@forwarder/shared/stores';
import { GlobalModals } from './global-modals';
import { MaintenancePopup, useMaintenanceOpen } from './maintenance-popup';
import { NoticePopup } from './notice-popup';
import { OfflineBanner } from './offline-banner';
import { ScrollToTop, useScrollResetOnRouteChange } from './scroll-to-top';

/**
 * Everything that floats over the page: the global alert/confirm modals, the maintenance and
 * notice popups, the scroll-to-top button, the offline banner, and the scroll reset on route change. Popups never
 * stack at start-up: maintenance comes first, the notice waits for it and for any queued modal.
 */
export function GlobalOverlays() {
  useScrollResetOnRouteChange();
  const [maintenanceOpen, closeMaintenance] = useMaintenanceOpen();
  const modalQueued = useUi((s) => s.queue.length > 0);
  return (
    <>
      <MaintenancePopup open={maintenanceOpen} onClose={closeMaintenance} />
      <NoticePopup suppressed={maintenanceOpen || modalQueued} />
      <GlobalModals />
      <ScrollToTop />
      <OfflineBanner />
    </>
  );
}
