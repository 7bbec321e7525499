import { Outlet } from '@forwarder/shared/router';
import { CatalogGate } from '@forwarder/shared/i18n';
import { PageLoader } from '@forwarder/shared/ui';
import { APP, loadCatalog } from '../i18n';

/** Layout route of this remote's pages: its catalog is loaded before any page renders. */
export function RemoteRoot() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<PageLoader />}>
      <Outlet />
    </CatalogGate>
  );
}
