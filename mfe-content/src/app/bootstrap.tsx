/**
 * Standalone dev page of this remote (`pnpm --filter @forwarder/mfe-content dev`): the six home
 * widgets in the order the shell composes them (the booking badge, spot deals and newsletter of
 * other remotes are left out), with the providers the shell gives them.
 */
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@forwarder/shared/router';
import { StandaloneHarness } from '@forwarder/shared/remote';
import '@forwarder/shared/tokens.css';
import { APP, loadCatalog } from '../i18n';
import HomeBanner from '../widgets/home-banner';
import HomeReviews from '../widgets/home-reviews';
import HomeBlogTeaser from '../widgets/home-blog-teaser';
import HomeServices from '../widgets/home-services';
import HomeWhyUs from '../widgets/home-why-us';
import HomeAbout from '../widgets/home-about';

function Home() {
  return (
    <main>
      <HomeBanner />
      <HomeReviews />
      <HomeBlogTeaser />
      <HomeServices />
      <HomeWhyUs />
      <HomeAbout />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness app={APP} loader={loadCatalog}>
    <Routes>
      <Route path="*" element={<Home />} />
    </Routes>
  </StandaloneHarness>,
);
