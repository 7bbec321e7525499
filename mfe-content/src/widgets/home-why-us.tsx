/** Exposed widget `./HomeWhyUs`: the why-ship-with-us carousel and the Instagram banner, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HomeWhyUs, HomeWhyUsSkeleton } from '../features/why-us/components/home-why-us';

export default function HomeWhyUsWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HomeWhyUsSkeleton />}>
      <HomeWhyUs />
    </CatalogGate>
  );
}
