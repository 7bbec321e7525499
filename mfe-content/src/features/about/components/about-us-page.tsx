import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { formatWholeNumber } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { Carousel } from '../../../components/carousel/carousel';
import { PageHero } from '../../../components/page/page-hero';
import { PageSection } from '../../../components/page/page-section';
import page from '../../../components/page/page.module.css';
import { useCountUp } from '../../../hooks/use-count-up';
import { MOBILE_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { useViewportPresence } from '../../../hooks/use-viewport-presence';
import worldMapUrl from '../../../media/world-map.svg';
import roroUrl from '../../../media/roro-ship.svg';
import stuffingUrl from '../../../media/container-stuffing.svg';
import equipmentUrl from '../../../media/equipment.svg';
import wharfUrl from '../../../media/wharf-cranes.svg';
import { mapPosition, ports } from '../ports';
import { staffOf } from '../staff';
import { TeamLinks } from './team-links';
import { StaffCard } from './staff-card';
import styles from './about-us-page.module.css';

/** Spec 2 "About us": the counters and their animation. */
export const COUNTERS = { years: 13, units: 131_100, countries: 108 } as const;
export const COUNTER_MS = 3000;
/** Spec 2 "About us": the team carousel on phones moves every 2000 ms. */
export const TEAM_AUTOPLAY_MS = 2000;

/**
 * /contents/about-us: our story, worldwide delivery (the map and the ports), services, the team
 * (a grid, or an autoplaying carousel on phones), the counters, the Seoul headquarters with the
 * company phone, and the three sister sites.
 */
export default function AboutUsPage() {
  const { t, i18n } = useLingui();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const brand = useRuntimeConfig((s) => s.config.brand);
  const team = staffOf('shipping');
  const phone = brand.phone;
  return (
    <article aria-labelledby="about-title">
      <PageHero
        id="about-title"
        eyebrow={<Trans>About us</Trans>}
        title={<Trans>A team in Korea that ships to the world</Trans>}
        lead={<Trans>We are a forwarder based in Seoul. Every week we load cars, trucks, buses and equipment for buyers on every continent.</Trans>}
        image={{ src: wharfUrl, width: 480, height: 320 }}
      />

      <PageSection id="about-story" eyebrow={<Trans>Our story</Trans>} title={<Trans>Built by people who loaded cars for a living</Trans>}>
        <div className={`${page.prose} ${styles.story}`}>
          <p>
            <Trans>
              Our founders spent more than ten years at the wharves of Incheon and Pyeongtaek, loading vehicles for exporters. They saw buyers abroad wait weeks for a
              price, pay charges nobody had mentioned and receive cars with scratches nobody could explain.
            </Trans>
          </p>
          <p>
            <Trans>
              In 2022 they started this company to do it differently: a price online that includes every charge in Korea, a reply within one business day, our own
              team at the yard, and photos of every vehicle before it sails. By September 2022 the vehicles they had shipped numbered more than 40,000.
            </Trans>
          </p>
          <p>
            <Trans>
              Today we work with partners in 14 countries and 25 locations, and buyers from Lagos to Almaty and Lima book their shipments with us in English, Spanish
              or Russian.
            </Trans>
          </p>
        </div>
      </PageSection>

      <Counters />

      <PageSection id="about-delivery" eyebrow={<Trans>Worldwide delivery</Trans>} title={<Trans>From two Korean ports to over 100 countries</Trans>} subtitle={<Trans>We load in Incheon and Pyeongtaek. These are the ports our buyers use most.</Trans>}>
        <div className={styles.map}>
          <img src={worldMapUrl} alt="" width={960} height={480} loading="lazy" decoding="async" className={styles.mapImage} />
          {ports.map((p) => {
            const pos = mapPosition(p);
            return <span key={p.name} className={p.origin ? styles.originMarker : styles.marker} style={{ left: `${pos.left}%`, top: `${pos.top}%` }} aria-hidden="true" />;
          })}
        </div>
        <h3 className={styles.portsTitle}>
          <Trans>Port locations</Trans>
        </h3>
        <ul className={styles.ports}>
          {ports.map((p) => (
            <li key={p.name} className={p.origin ? styles.originPort : undefined}>
              <MapPin size={16} aria-hidden="true" />
              <span>
                <strong>{p.name}</strong>, {countryNameIn(p.country, i18n.locale)}
                {p.origin && (
                  <>
                    {' '}
                    <span className={styles.badge}>
                      <Trans>loading port</Trans>
                    </span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-services" alt eyebrow={<Trans>Services</Trans>} title={<Trans>What we do for you</Trans>}>
        <ul className={styles.services}>
          {[
            { to: paths.shipping, image: roroUrl, title: t`Shipping`, text: t`RoRo and container shipping with an all-in price.` },
            { to: paths.containerStuffing, image: stuffingUrl, title: t`Container stuffing`, text: t`Shoring and lashing by our own team, with photos.` },
            { to: paths.hotItems, image: equipmentUrl, title: t`Hot items`, text: t`Used equipment for sale in Korea, ready to ship.` },
          ].map((s) => (
            <li key={s.to}>
              <Link to={s.to} className={styles.service}>
                <img src={s.image} alt="" width={480} height={320} loading="lazy" decoding="async" className={styles.serviceImage} />
                <span className={styles.serviceTitle}>{s.title}</span>
                <span className={page.muted}>{s.text}</span>
                <span className={styles.more}>
                  <Trans>Learn more</Trans>
                  <ArrowRight size={18} aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-team" eyebrow={<Trans>Team</Trans>} title={<Trans>The people you will talk to</Trans>}>
        {mobile ? (
          <Carousel items={team} getKey={(p) => p.id} label={t`Our team`} autoplayMs={TEAM_AUTOPLAY_MS} renderSlide={(p) => <StaffCard person={p} />} />
        ) : (
          <ul className={styles.team} aria-label={t`Our team`}>
            {team.map((p) => (
              <li key={p.id}>
                <StaffCard person={p} />
              </li>
            ))}
          </ul>
        )}
        <TeamLinks className={styles.teamLinks} linkClassName={styles.more} />
      </PageSection>

      <PageSection id="about-contact" alt eyebrow={<Trans>Headquarters</Trans>} title={<Trans>Visit us in Seoul</Trans>}>
        <div className={page.grid2}>
          <address className={`${page.card} ${styles.address}`}>
            <p>
              <MapPin size={20} aria-hidden="true" />
              <span>
                <Trans>Headquarters: 12F, 311 Gangnam-daero, Seocho-gu, Seoul, Republic of Korea</Trans>
              </span>
            </p>
            <p>
              <Phone size={20} aria-hidden="true" />
              <span>
                <Trans>
                  Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </Trans>
              </span>
            </p>
            <p>
              <Mail size={20} aria-hidden="true" />
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
            <p className={page.muted}>
              <Trans>Monday to Friday, 9:00 to 18:00 Korea time (UTC+9).</Trans>
            </p>
          </address>
          {brand.sisterSites.length > 0 && (
            <div className={page.card}>
              <h3 className={page.cardTitle}>
                <Trans>Our sister sites</Trans>
              </h3>
              <ul className={styles.sisters}>
                {brand.sisterSites.map((s) => {
                  const name = s.name;
                  return (
                    <li key={s.url}>
                      <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={t`${name} (opens in a new tab)`}>
                        {name}
                        <ExternalLink size={16} aria-hidden="true" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      </PageSection>
    </article>
  );
}

/** The three counters; they count up over three seconds when they come into view. */
function Counters() {
  const { t, i18n } = useLingui();
  const { ref, near } = useViewportPresence<HTMLElement>('0px');
  const years = useCountUp(COUNTERS.years, COUNTER_MS, near);
  const units = useCountUp(COUNTERS.units, COUNTER_MS, near);
  const countries = useCountUp(COUNTERS.countries, COUNTER_MS, near);
  const items = [
    { value: years, final: COUNTERS.years, label: t`years at Korean wharves` },
    { value: units, final: COUNTERS.units, label: t`units shipped` },
    { value: countries, final: COUNTERS.countries, label: t`countries reached` },
  ];
  return (
    <section ref={ref} className={styles.counters} aria-label={t`In numbers`}>
      <dl className={`${page.inner} ${styles.counterList}`}>
        {items.map((c) => (
          <div key={c.label} className={styles.counter}>
            <dt className={styles.counterLabel}>{c.label}</dt>
            <dd className={styles.counterValue}>
              <span aria-hidden="true" data-testid="counter">
                {formatWholeNumber(c.value, i18n.locale)}
              </span>
              <span className="visually-hidden">{formatWholeNumber(c.final, i18n.locale)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
