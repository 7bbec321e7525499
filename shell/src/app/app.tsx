/**
 * The shell's layout and route table: home and not-found are the shell's; every other path is
 * owned by a remote (ARCHITECTURE.md "Routes", table in @forwarder/shared/paths) and rendered
 * from that remote's exposed `./routes`.
 */
import { Route, Routes, useLocation } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { remoteForPath } from '@forwarder/shared/paths';
import { NotFound } from '@forwarder/shared/ui';
import { Footer, GlobalOverlays, Header } from '../layout';
import { HomePage } from '../home/home-page';
import { RemoteRoutes } from './remote-mount';
import styles from './app.module.css';

function AppRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (remote) return <RemoteRoutes key={remote} remote={remote} />;
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The whole page: header, the routed main area, footer and the global overlays. */
export function App() {
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <GlobalOverlays />
    </div>
  );
}
