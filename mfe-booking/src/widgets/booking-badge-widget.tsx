/** Exposed widget `./BookingBadgeWidget`: the booking-progress badge, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { BookingBadge } from '../features/badge/components/booking-badge';

export default function BookingBadgeWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog}>
      <BookingBadge />
    </CatalogGate>
  );
}
