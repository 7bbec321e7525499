/**
 * Standalone dev page of this remote (`pnpm --filter @forwarder/mfe-booking dev`): its widgets
 * and routes with the same providers the shell gives them.
 */
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@forwarder/shared/router';
import { StandaloneHarness } from '@forwarder/shared/remote';
import '@forwarder/shared/tokens.css';
import { APP, loadCatalog } from '../i18n';
import BookingBadgeWidget from '../widgets/booking-badge-widget';

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness app={APP} loader={loadCatalog}>
    <Routes>
      <Route path="*" element={<main style={{ padding: 24 }}><BookingBadgeWidget /></main>} />
    </Routes>
  </StandaloneHarness>,
);
