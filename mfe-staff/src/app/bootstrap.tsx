/**
 * Standalone dev page of this remote (`pnpm --filter @forwarder/mfe-staff dev`, then open
 * http://localhost:3005/desk): the desk's routes with the same providers the shell gives them.
 * There is no STAFF guard here (the shell holds it); the api still answers 401/403 to anyone but
 * a signed-in staff member, so sign in on the suite first.
 */
import { createRoot } from 'react-dom/client';
import { useRoutes } from '@forwarder/shared/router';
import { StandaloneHarness } from '@forwarder/shared/remote';
import '@forwarder/shared/tokens.css';
import { APP } from '../i18n';
import { routes } from './routes';

// The desk's texts live in its own Lingui instance (../i18n.ts), not in the shared one.
const noSharedCatalog = async () => ({});

function DeskRoutes() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root')!).render(
  <StandaloneHarness app={APP} loader={noSharedCatalog}>
    <DeskRoutes />
  </StandaloneHarness>,
);
