import { useLingui } from '@lingui/react/macro';
import { FirstScreen, firstScreenElement } from './first-screen';
import styles from './loader.module.css';

/** Props of Loader. */
export interface LoaderProps {
  /** Read by screen readers; default the translated 'Loading'. */
  label?: string;
  /** 'sm' 16px, 'md' 32px (default), 'lg' 48px. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class of the spinner. */
  className?: string;
}

/** An accessible spinner; `label` is read by screen readers. */
export function Loader({ label, size = 'md', className }: LoaderProps) {
  const { t } = useLingui();
  return <span className={[styles.spinner, styles[size], className ?? ''].filter(Boolean).join(' ')} role="status" aria-label={label ?? t`Loading`} />;
}

/**
 * A page-height loading area for route-level lazy loading (keeps the footer from jumping up).
 * On the page the visitor opened, it shows the page's prerendered first screen instead of the
 * spinner while the page's code loads (./first-screen.tsx).
 */
export function PageLoader() {
  const { i18n } = useLingui();
  const first = typeof window === 'undefined' ? null : firstScreenElement(window.location.pathname, i18n.locale);
  if (first) return <FirstScreen element={first} />;
  return (
    <div className={styles.page}>
      <Loader size="lg" />
    </div>
  );
}
