/** Exposed widget `./HomeBlogTeaser`: the blog teaser, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { HomeBlogTeaser, HomeBlogTeaserSkeleton } from '../features/blog/components/home-blog-teaser';

export default function HomeBlogTeaserWidget() {
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<HomeBlogTeaserSkeleton />}>
      <HomeBlogTeaser />
    </CatalogGate>
  );
}
