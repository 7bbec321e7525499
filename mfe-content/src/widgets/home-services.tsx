/** Exposed widget `./HomeServices`: the services (slides, quote button, how to book, what we ship), with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HomeServices, HomeServicesSkeleton } from '../features/services/components/home-services';

export default function HomeServicesWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HomeServicesSkeleton />}>
      <HomeServices />
    </CatalogGate>
  );
}
