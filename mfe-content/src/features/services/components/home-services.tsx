import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { ButtonLink, SectionHeading, Skeleton } from '@forwarder/shared/ui';
import { Carousel } from '../../../components/carousel/carousel';
import { SectionHeadingSkeleton } from '../../../components/section-heading-skeleton';
import section from '../../../components/section.module.css';
import { serviceSlides } from '../content';
import { HowToBook } from './how-to-book';
import { ServiceCard } from './service-card';
import { ShippableItems } from './shippable-items';
import styles from './home-services.module.css';

const PER_VIEW = { base: 1, sm: 2, md: 3 };
/** Spec 1 section 9: carousels autoplay at 1, 1.5 and 2 s; the service slides are the 1.5-second one. */
export const SERVICES_AUTOPLAY_MS = 1500;

/**
 * Services on the home page: the service slides, the request-a-quote band (this view's one orange
 * button), the five booking steps and what we ship.
 */
export function HomeServices() {
  const { t } = useLingui();
  return (
    <section className={section.section} aria-labelledby="home-services-title">
      <div className={section.inner}>
        <SectionHeading
          id="home-services-title"
          eyebrow={<Trans>Our services</Trans>}
          title={<Trans>RoRo, container, shared container or bulk</Trans>}
          subtitle={<Trans>Pick the way your vehicle travels; we handle the loading, the papers and the booking.</Trans>}
        />
        <Carousel
          items={serviceSlides}
          getKey={(s) => s.id}
          label={t`Shipping services`}
          perView={PER_VIEW}
          autoplayMs={SERVICES_AUTOPLAY_MS}
          renderSlide={(s) => <ServiceCard service={s} />}
        />
        <QuoteBand />
        <HowToBook />
        <ShippableItems />
      </div>
    </section>
  );
}

/** The request-a-quote band. */
function QuoteBand() {
  return (
    <div className={styles.quote}>
      <div className={styles.quoteText}>
        <h3 className={styles.quoteTitle}>
          <Trans>Know your all-in price before you book</Trans>
        </h3>
        <p className={styles.quoteLead}>
          <Trans>Tell us the vehicle and the destination port. You get the freight with every charge included, and a reply within one business day.</Trans>
        </p>
      </div>
      <ButtonLink to={paths.shippingQuotation} variant="cta" size="lg" className={styles.quoteButton}>
        <Trans>Request a quote</Trans>
      </ButtonLink>
    </div>
  );
}

/** Placeholder while the catalog loads: the service cards, the quote band and the step row at their final sizes. */
export function HomeServicesSkeleton() {
  return (
    <section className={section.section} aria-busy="true">
      <div className={section.inner} aria-hidden="true">
        <SectionHeadingSkeleton title={{ base: 2, sm: 2, md: 2 }} subtitle={{ base: 3, sm: 2, md: 2 }} />
        <div className={styles.skeletonCards}>
          {serviceSlides.map((s) => (
            <div key={s.id} className={`${styles.service} ${styles.serviceSkeleton}`}>
              <Skeleton className={styles.serviceImage} height="auto" radius={0} />
              <div className={styles.serviceBody}>
                <Skeleton height={27} width="60%" />
                <Skeleton height={96} />
                <Skeleton height={52} />
              </div>
            </div>
          ))}
        </div>
        <div className={styles.controlsSpacer} />
        <Skeleton className={styles.quote} radius={12} height="var(--quote-height)" />
        <div className={styles.block}>
          <Skeleton height="var(--steps-height)" radius={12} />
        </div>
        <div className={styles.block}>
          <Skeleton height="var(--items-height)" radius={12} />
        </div>
      </div>
    </section>
  );
}
