/** Exposed widget `./SpotDealsWidget`: the home page's spot freight deals, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { SpotDeals } from '../features/spot-deals/components/spot-deals';
import { useBatchSize } from '../features/spot-deals/hooks/use-batch-size';
import { SpotDealsSkeleton } from '../features/spot-deals/components/spot-deals-skeleton';

export default function SpotDealsWidget() {
  const batch = useBatchSize();
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<SpotDealsSkeleton count={batch} />}>
      <SpotDeals />
    </CatalogGate>
  );
}
