/**
 * Mount points for remote code: a Suspense + error boundary around each remote widget or route
 * subtree. A remote that is down costs only its own section, which shows the translated
 * "temporarily unavailable" panel with a retry button.
 */
import { Component, Suspense, use, useEffect, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { PageLoader } from '@forwarder/shared/ui';
import type { RemoteName } from '@forwarder/shared/paths';
import { loadRemoteModule, resetRemote } from './remotes';
import { page, releaseMoved, reloadForRelease } from './releases';
import styles from './remote-mount.module.css';

/**
 * Catches a failing remote subtree; a retry remounts it with a new key. A failure because a
 * release removed the code this tab runs reloads the page once into the live release.
 */
class Boundary extends Component<{ remote: RemoteName; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[remote] section failed', error, info.componentStack);
    void reloadForRelease(this.props.remote);
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
    // The code this tab runs is not the live release any more: the page loads again instead.
    if (releaseMoved(remote)) {
      page.reload();
      return;
    }
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return { attempt, retry };
}

// One load per remote module and attempt: `use` needs the same promise on every render, and a
// retry (new attempt) must start a fresh load instead of replaying the failure.
const loads = new Map<string, Promise<unknown>>();

function cachedLoad<T>(remote: RemoteName, expose: string, attempt: number): Promise<T> {
  const key = `${remote}/${expose}#${attempt}`;
  let p = loads.get(key);
  if (!p) {
    p = loadRemoteModule<T>(remote, expose);
    loads.set(key, p);
  }
  return p as Promise<T>;
}

function WidgetOf({ remote, expose, attempt }: { remote: RemoteName; expose: string; attempt: number }) {
  const Widget = use(cachedLoad<{ default: ComponentType }>(remote, expose, attempt)).default;
  return <Widget />;
}

function RoutesOf({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const mod = use(cachedLoad<{ routes?: RouteObject[]; default?: RouteObject[] }>(remote, './routes', attempt));
  return useRoutes(mod.routes ?? mod.default ?? []);
}

/** True once the returned element is within `margin` of the viewport (at once without IntersectionObserver). */
function useNearViewport(enabled: boolean, margin = '400px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * Renders the default export of `remote`'s exposed `expose` module; with `deferred`, only once
 * the section comes near the viewport (its space is reserved meanwhile).
 */
export function RemoteWidget({ remote, expose, placeholder, minHeight, deferred = false }: { remote: RemoteName; expose: string; placeholder?: ReactNode; minHeight?: number; deferred?: boolean }) {
  const { ref, near } = useNearViewport(deferred);
  if (!near) return <div ref={ref} style={{ minHeight }} data-remote-pending={`${remote}/${expose}`} />;
  return <MountedWidget remote={remote} expose={expose} placeholder={placeholder} minHeight={minHeight} />;
}

function MountedWidget({ remote, expose, placeholder, minHeight }: { remote: RemoteName; expose: string; placeholder?: ReactNode; minHeight?: number }) {
  const { attempt, retry } = useRetryable(remote);
  return (
    <Boundary key={attempt} remote={remote} fallback={<UnavailablePanel onRetry={retry} minHeight={minHeight} />}>
      <Suspense fallback={placeholder ?? <div style={{ minHeight }} />}>
        <WidgetOf remote={remote} expose={expose} attempt={attempt} />
      </Suspense>
    </Boundary>
  );
}

/**
 * Renders `remote`'s exposed `./routes` (react-router route objects with absolute paths), behind
 * `gate` when given (it renders its children or not, and may suspend while it cannot tell).
 *
 * One Suspense boundary holds the page's first screen (PageLoader) from the gate's wait to the
 * page's own render: a remote's routes that suspend until their page can render (the staff
 * desk's) keep it in place. Each loader that took the first screen over would move it, and a
 * moved first screen is styled and laid out again, whole.
 */
export function RemoteRoutes({ remote, gate: Gate }: { remote: RemoteName; gate?: ComponentType<{ children: ReactNode }> }) {
  const { attempt, retry } = useRetryable(remote);
  const routes = <RoutesOf remote={remote} attempt={attempt} />;
  return (
    <Boundary key={attempt} remote={remote} fallback={<UnavailablePanel onRetry={retry} minHeight={480} />}>
      <Suspense fallback={<PageLoader />}>{Gate ? <Gate>{routes}</Gate> : routes}</Suspense>
    </Boundary>
  );
}
