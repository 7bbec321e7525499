/** Exposed widget `./HomeReviews`: the buyer reviews, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HomeReviews, HomeReviewsSkeleton } from '../features/reviews/components/home-reviews';

export default function HomeReviewsWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HomeReviewsSkeleton />}>
      <HomeReviews />
    </CatalogGate>
  );
}
