import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight, Mail } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { formatWholeNumber } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { SectionHeading, Skeleton } from '@forwarder/shared/ui';
import { Carousel } from '../../../components/carousel/carousel';
import { SectionHeadingSkeleton } from '../../../components/section-heading-skeleton';
import section from '../../../components/section.module.css';
import { WHARF_SIZE, wharfImages } from '../../../media/wharf';
import { salesTeam } from '../team';
import { ConsultantCard } from './consultant-card';
import { TeamLinks } from './team-links';
import styles from './home-about.module.css';

const PER_VIEW = { base: 1, sm: 2, md: 3 };
/** Spec 1 section 9: the wharf carousel is the 1-second one. */
export const WHARF_AUTOPLAY_MS = 1000;

/** The about section: who we are, the two sales consultants, the 33 wharf pictures and a contact email. */
export function HomeAbout() {
  const { t, i18n } = useLingui();
  const email = useRuntimeConfig((s) => s.config.brand.email);
  const total = wharfImages.length;
  return (
    <section className={section.section} aria-labelledby="home-about-title">
      <div className={section.inner}>
        <SectionHeading
          id="home-about-title"
          eyebrow={<Trans>About us</Trans>}
          title={<Trans>A team in Korea that ships to the world</Trans>}
          subtitle={<Trans>Founded in 2022, with partners in 14 countries and 25 locations.</Trans>}
        />
        <div className={styles.columns}>
          <div className={styles.story}>
            <p className={styles.storyText}>
              <Trans>
                We help overseas buyers move the vehicles they buy in Korea: we check the booking, receive the car at the wharf, load it by RoRo or in a container and
                send every document you need to clear it at home.
              </Trans>
            </p>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>
                  <Trans>vehicles shipped every month</Trans>
                </dt>
                <dd>{formatWholeNumber(3000, i18n.locale)}+</dd>
              </div>
              <div className={styles.stat}>
                <dt>
                  <Trans>vehicles shipped so far</Trans>
                </dt>
                <dd>{formatWholeNumber(120000, i18n.locale)}</dd>
              </div>
              <div className={styles.stat}>
                <dt>
                  <Trans>destination countries</Trans>
                </dt>
                <dd>{formatWholeNumber(100, i18n.locale)}+</dd>
              </div>
            </dl>
            <Link to={paths.aboutUs} className={styles.more}>
              <Trans>More about us</Trans>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
          <div className={styles.team}>
            <h3 className={styles.teamTitle}>
              <Trans>Talk to our sales team</Trans>
            </h3>
            <ul className={styles.people} aria-label={t`Sales consultants`}>
              {salesTeam.map((person) => (
                <li key={person.id}>
                  <ConsultantCard person={person} />
                </li>
              ))}
            </ul>
            <TeamLinks className={styles.teamLinks} linkClassName={styles.more} />
          </div>
        </div>

        <div className={styles.wharf}>
          <h3 className={styles.wharfTitle}>
            <Trans>At the wharf</Trans>
          </h3>
          <Carousel
            items={wharfImages}
            getKey={(_, i) => `wharf-${i}`}
            label={t`Pictures from the wharf`}
            perView={PER_VIEW}
            gap={16}
            autoplayMs={WHARF_AUTOPLAY_MS}
            renderSlide={(src, i) => {
              const n = i + 1;
              return (
                <img
                  className={styles.wharfImage}
                  src={src}
                  alt={t`Vehicles and cargo at the wharf in Korea (${n} of ${total})`}
                  width={WHARF_SIZE.width}
                  height={WHARF_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              );
            }}
          />
        </div>

        <p className={styles.contact}>
          <Mail size={20} aria-hidden="true" />
          <span>
            <Trans>
              Questions before you book? Write to us at{' '}
              <a href={`mailto:${email}`} className={styles.mail}>
                {email}
              </a>
            </Trans>
          </span>
        </p>
      </div>
    </section>
  );
}

/** Placeholder while the catalog loads: the two columns, the picture row and the contact line at their final sizes. */
export function HomeAboutSkeleton() {
  return (
    <section className={section.section} aria-busy="true">
      <div className={section.inner} aria-hidden="true">
        <SectionHeadingSkeleton title={{ base: 2, sm: 2, md: 2 }} subtitle={{ base: 2, sm: 1, md: 1 }} />
        <div className={`${styles.columns} ${styles.columnsSkeleton}`}>
          <div className={styles.story}>
            <Skeleton height={120} />
            <Skeleton height={96} radius={12} />
          </div>
          <div className={styles.team}>
            <Skeleton height={34} width={240} />
            <div className={styles.people}>
              {salesTeam.map((p) => (
                <Skeleton key={p.id} height={238} radius={12} />
              ))}
            </div>
            <Skeleton height={44} width="min(360px, 100%)" />
          </div>
        </div>
        <div className={styles.wharf}>
          <Skeleton height={34} width={200} />
          <div className={styles.wharfSkeleton}>
            <Skeleton className={styles.wharfImage} height="auto" radius={12} />
            <Skeleton className={styles.wharfImage} height="auto" radius={12} />
            <Skeleton className={styles.wharfImage} height="auto" radius={12} />
          </div>
        </div>
        <Skeleton className={styles.contact} height="var(--contact-height)" radius={12} />
      </div>
    </section>
  );
}
