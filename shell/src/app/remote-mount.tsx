/**
 * Mount points for remote code: a Suspense + error boundary around each remote widget or route
 * subtree. A remote that is down costs only its own section, which shows the translated
 * "temporarily unavailable" panel with a retry button.
 */
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { PageLoader } from '@forwarder/shared/ui';
import type { RemoteName } from '@forwarder/shared/paths';
import { loadRemoteModule, resetRemote } from './remotes';
import styles from './remote-mount.module.css';

/** Catches a failing remote subtree; a retry remounts it with a new key. */
class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[remote] section failed', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The translated panel a section shows while its remote is unavailable. */
export function UnavailablePanel({ onRetry, minHeight }: { onRetry: () => void; minHeight?: number }) {
  return (
    <div className={styles.panel} role="alert" style={{ minHeight }} data-testid="remote-unavailable">
      <p className={styles.title}>
        <Trans>This section is temporarily unavailable.</Trans>
      </p>
      <p className={styles.text}>
        <Trans>The rest of the site still works. Please try again in a moment.</Trans>
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

function useRetryable(remote: RemoteName) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return { attempt, retry };
}

/** Renders the default export of `remote`'s exposed `expose` module. */
export function RemoteWidget({ remote, expose, placeholder, minHeight }: { remote: RemoteName; expose: string; placeholder?: ReactNode; minHeight?: number }) {
  const { attempt, retry } = useRetryable(remote);
  const Widget = useMemo(
    () => lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType }>(remote, expose)).default })),
    // attempt is the retry counter: a new lazy component loads the remote again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attempt],
  );
  return (
    <Boundary key={attempt} fallback={<UnavailablePanel onRetry={retry} minHeight={minHeight} />}>
      <Suspense fallback={placeholder ?? <div style={{ minHeight }} />}>
        <Widget />
      </Suspense>
    </Boundary>
  );
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `remote`'s exposed `./routes` (react-router route objects with absolute paths). */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { attempt, retry } = useRetryable(remote);
  const Routes = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemoteModule<{ routes?: RouteObject[]; default?: RouteObject[] }>(remote, './routes');
        const routes = mod.routes ?? mod.default ?? [];
        return { default: () => <RoutesOf routes={routes} /> };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, attempt],
  );
  return (
    <Boundary key={attempt} fallback={<UnavailablePanel onRetry={retry} minHeight={480} />}>
      <Suspense fallback={<PageLoader />}>
        <Routes />
      </Suspense>
    </Boundary>
  );
}
