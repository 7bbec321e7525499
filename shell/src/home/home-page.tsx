/**
 * The home page (spec 1 section 2): a composition of remote widgets, each behind its own
 * boundary, so with any one remote down the rest of the page still works. Placeholders keep
 * each section's size while its remote loads (no layout shift).
 */
import { useLocale, useSession } from '@forwarder/shared/stores';
import { RemoteWidget } from '../app/remote-mount';
import { prerenderedElement } from '../app/prerendered';
import { PrerenderedSection } from '../app/prerendered-section';
import { HOME_WIDGETS } from './home-widgets';
import styles from './home-page.module.css';

/** The home page: the banner, the signed-in badge and the widgets of HOME_WIDGETS in order. */
export function HomePage() {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const locale = useLocale((s) => s.locale);
  const [banner, ...rest] = HOME_WIDGETS;
  // The hero the server sent with the page, in this language, is the hero: static content needs
  // no JavaScript. After a language change the content remote renders it.
  const hero = prerenderedElement(`${banner.remote}/${banner.fragment}`, locale);
  return (
    <div className={styles.home}>
      {hero ? (
        <PrerenderedSection className={styles.prerendered} element={hero} />
      ) : (
        <RemoteWidget remote={banner.remote} expose={banner.expose} minHeight={banner.minHeight} placeholder={<div className={styles.heroPlaceholder} />} />
      )}
      {signedIn && <RemoteWidget remote="booking" expose="./BookingBadgeWidget" minHeight={0} />}
      {rest.map((w) => (
        <RemoteWidget key={w.expose} remote={w.remote} expose={w.expose} minHeight={w.minHeight} deferred={!w.firstScreen} />
      ))}
    </div>
  );
}
