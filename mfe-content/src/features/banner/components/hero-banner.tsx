import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@forwarder/shared/ui';
import { paths } from '@forwarder/shared/paths';
import { HeroMedia } from './hero-media';
import styles from './hero-banner.module.css';

/**
 * The home hero: poster/video banner, the h1, the headline claims and the two next steps (spot
 * deals, and the orange request-a-quote: the one call to action of this view). It fetches nothing;
 * its strings ship with the widget (hero-messages.ts), so it renders as soon as its chunk runs.
 */
export function HeroBanner() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <HeroMedia />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Vehicle shipping from South Korea</Trans>
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            <Trans>Ship your vehicle from Korea, door to port, at a price you see upfront</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>We have shipped 120,000 vehicles to over 100 countries, with RoRo and container schedules to 110+ countries.</Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink to={paths.oceanFreight} variant="secondary" size="lg" className={styles.outline}>
              <Trans>Find spot deals</Trans>
            </ButtonLink>
            <ButtonLink to={paths.shippingQuotation} variant="cta" size="lg">
              <Trans>Request a quote</Trans>
            </ButtonLink>
          </div>
          <ul className={styles.facts}>
            <li>
              <Trans>3,000+ vehicles shipped every month</Trans>
            </li>
            <li>
              <Trans>Booking replies within one business day</Trans>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
