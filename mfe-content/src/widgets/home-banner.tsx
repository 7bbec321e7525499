/** Exposed widget `./HomeBanner`: the hero banner, with this remote's catalog loaded first. */
import { CatalogGate, i18n } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HeroBanner } from '../features/banner/components/hero-banner';
import { heroMessages } from '../features/banner/hero-messages';

// The hero holds the LCP, so its text must not wait for the catalog chunk: its own few strings
// travel in this chunk and are merged into the shared instance before the first render. The gate's
// fallback is therefore the finished hero itself; when the full catalog arrives React keeps the
// same element (same component, same place), so nothing repaints or shifts.
for (const [locale, messages] of Object.entries(heroMessages)) i18n.load(locale, messages);

export default function HomeBannerWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HeroBanner />}>
      <HeroBanner />
    </CatalogGate>
  );
}
