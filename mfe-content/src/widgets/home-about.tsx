/** Exposed widget `./HomeAbout`: the about section (sales team, wharf pictures, contact email), with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HomeAbout, HomeAboutSkeleton } from '../features/about/components/home-about';

export default function HomeAboutWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HomeAboutSkeleton />}>
      <HomeAbout />
    </CatalogGate>
  );
}
