import { Link } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { menuLinkHandlers } from '../menu-link';
import styles from './logo.module.css';

/** Inter at 700 averages about 0.62em a glyph; the viewBox is sized from it so any host fits. */
const FONT_SIZE = 20;
const GLYPH_EM = 0.62;
const MARK_WIDTH = 34;

/** The brand mark: a bow wave under a stacked container, in the palette's orange and sky. */
function Mark() {
  return (
    <g>
      <rect x="4" y="3" width="11" height="8" rx="1.5" fill="#e8641b" />
      <rect x="16" y="3" width="11" height="8" rx="1.5" fill="#7cc4f0" />
      <path d="M1 14h30l-4.5 8.5a3 3 0 0 1-2.65 1.5H8.15a3 3 0 0 1-2.65-1.5z" fill="#ffffff" />
      <path d="M1 27.5c3.2 0 3.2-2 6.4-2s3.2 2 6.4 2 3.2-2 6.4-2 3.2 2 6.4 2 3.2-2 6.4-2" fill="none" stroke="#7cc4f0" strokeWidth="1.8" strokeLinecap="round" />
    </g>
  );
}

/** The header's wordmark (brand.host from the runtime config), linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const host = useRuntimeConfig((s) => s.config.brand.host);
  const width = Math.ceil(MARK_WIDTH + 10 + host.length * FONT_SIZE * GLYPH_EM);
  return (
    <Link to="/" className={styles.logo} aria-label={t`${host}, home page`} {...menuLinkHandlers('/', onNavigate)}>
      <svg className={styles.svg} viewBox={`0 0 ${width} 30`} width={width} height={30} aria-hidden="true" focusable="false">
        <Mark />
        <text x={MARK_WIDTH + 10} y="22" className={styles.word} fontSize={FONT_SIZE}>
          {host}
        </text>
      </svg>
    </Link>
  );
}
