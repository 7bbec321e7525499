import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, ExternalLink } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { SectionHeading, Skeleton } from '@forwarder/shared/ui';
import { Carousel } from '../../../components/carousel/carousel';
import { SectionHeadingSkeleton } from '../../../components/section-heading-skeleton';
import section from '../../../components/section.module.css';
import { WHARF_SIZE, wharfImages } from '../../../media/wharf';
import { reasons, type Reason } from '../content';
import styles from './home-why-us.module.css';

const PER_VIEW = { base: 1, sm: 2, md: 3 };
/** Spec 1 section 9: carousels autoplay at 1, 1.5 and 2 s (intervals, not transition lengths); this one is the 2-second one. */
export const WHY_US_AUTOPLAY_MS = 2000;
/** Three wharf pictures decorate the Instagram banner. */
const BANNER_PICTURES = [wharfImages[0], wharfImages[4], wharfImages[8]].filter((u): u is string => Boolean(u));

/** The why-ship-with-us carousel and the Instagram banner. */
export function HomeWhyUs() {
  const { t } = useLingui();
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="home-why-us-title">
      <div className={section.inner}>
        <SectionHeading
          id="home-why-us-title"
          eyebrow={<Trans>Why ship with us</Trans>}
          title={<Trans>A forwarder buyers come back to</Trans>}
          subtitle={<Trans>Founded in 2022 in Seoul, built for overseas buyers of Korean vehicles.</Trans>}
        />
        <Carousel
          items={reasons}
          getKey={(r) => r.id}
          label={t`Reasons to ship with us`}
          perView={PER_VIEW}
          autoplayMs={WHY_US_AUTOPLAY_MS}
          renderSlide={(r) => <ReasonCard reason={r} />}
        />
        <InstagramBanner />
      </div>
    </section>
  );
}

function ReasonCard({ reason }: { reason: Reason }) {
  const { i18n } = useLingui();
  const Icon = reason.icon;
  return (
    <article className={styles.reason}>
      <span className={styles.reasonIcon} aria-hidden="true">
        <Icon size={26} />
      </span>
      <h3 className={styles.reasonTitle}>{i18n._(reason.title)}</h3>
      <p className={styles.reasonText}>{i18n._(reason.text)}</p>
    </article>
  );
}

/** A banner to the brand's Instagram (brand.instagram of the runtime config), opening in a new tab; none while no address is configured. */
function InstagramBanner() {
  const instagram = useRuntimeConfig((s) => s.config.brand.instagram);
  if (!instagram) return null;
  return (
    <a className={styles.instagram} href={instagram} target="_blank" rel="noopener noreferrer">
      <span className={styles.instagramText}>
        <span className={styles.instagramEyebrow}>
          <Camera size={18} aria-hidden="true" />
          Instagram
        </span>
        <span className={styles.instagramTitle}>
          <Trans>Follow our loading days on Instagram</Trans>
        </span>
        <span className={styles.instagramLead}>
          <Trans>Photos and short videos from the wharf, every week.</Trans>
        </span>
        <span className={styles.instagramAction}>
          <Trans>Open Instagram</Trans>
          <ExternalLink size={16} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </span>
      </span>
      <span className={styles.instagramPictures} aria-hidden="true">
        {BANNER_PICTURES.map((src, i) => (
          <img key={i} src={src} alt="" width={WHARF_SIZE.width} height={WHARF_SIZE.height} loading="lazy" decoding="async" />
        ))}
      </span>
    </a>
  );
}

/** Placeholder while the catalog loads: reason cards and the banner at their final sizes. */
export function HomeWhyUsSkeleton() {
  const instagram = useRuntimeConfig((s) => s.config.brand.instagram);
  return (
    <section className={`${section.section} ${section.alt}`} aria-busy="true">
      <div className={section.inner} aria-hidden="true">
        <SectionHeadingSkeleton title={{ base: 2, sm: 1, md: 1 }} subtitle={{ base: 2, sm: 1, md: 1 }} />
        <div className={styles.skeletonCards}>
          {reasons.slice(0, 3).map((r) => (
            <div key={r.id} className={`${styles.reason} ${styles.reasonSkeleton}`}>
              <Skeleton width={52} height={52} radius={12} />
              <Skeleton height={26} width="70%" />
              <Skeleton height={72} />
            </div>
          ))}
        </div>
        <div className={styles.controlsSpacer} />
        {instagram && <Skeleton className={styles.instagram} height="var(--banner-height)" radius={12} />}
      </div>
    </section>
  );
}
