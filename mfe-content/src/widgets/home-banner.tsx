/** Exposed widget `./HomeBanner`: the hero banner, with this remote's catalog loaded first. */
import * as v from 'valibot';
import { CatalogGate, ensureCatalog, i18n, registerCatalog } from '@forwarder/shared/i18n';
import { LangSchema } from '@forwarder/shared/contract';
import { useLocale } from '@forwarder/shared/stores';
import { APP, loadCatalog } from '../i18n';
import { HeroBanner, HeroBannerSkeleton } from '../features/banner/components/hero-banner';

// The hero holds the LCP: start fetching this remote's catalog as soon as the chunk runs, in
// parallel with the first render, rather than from CatalogGate's effect after it. The poster
// paints from the fallback meanwhile.
registerCatalog(APP, loadCatalog);
void ensureCatalog(APP, v.is(LangSchema, i18n.locale) ? i18n.locale : useLocale.getState().locale).catch((err: unknown) =>
  console.error('[content] catalog prefetch failed', err),
);

export default function HomeBannerWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HeroBannerSkeleton />}>
      <HeroBanner />
    </CatalogGate>
  );
}
