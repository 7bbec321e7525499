/** Exposed widget `./NewsletterWidget`: the home page's newsletter band, with this remote's catalog loaded first. */
import { CatalogGate } from '@forwarder/shared/i18n';
import { APP, loadCatalog } from '../i18n';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';
import { NewsletterSkeleton } from '../features/newsletter/components/newsletter-skeleton';
import { isSubscribed } from '../features/newsletter/hooks/use-subscribed';

export default function NewsletterWidget() {
  // Subscribed browsers never see the band, not even its loading placeholder.
  if (isSubscribed()) return null;
  return (
    <CatalogGate app={APP} loader={loadCatalog} fallback={<NewsletterSkeleton />}>
      <NewsletterSection />
    </CatalogGate>
  );
}
