import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeNumber } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { Carousel } from '../../../components/carousel/carousel';
import { PageHero } from '../../../components/page/page-hero';
import { PageSection } from '../../../components/page/page-section';
import page from '../../../components/page/page.module.css';
import { ServiceBlock } from '../../../components/service-block/service-block';
import { VideoPlayer } from '../../../components/video-player/video-player';
import { MOBILE_QUERY, useMediaQuery } from '../../../hooks/use-media-query';
import { pageMedia } from '../../../media/pages';
import { SHORING_SIZE, shoringImages } from '../../../media/shoring';
import { wharfImages } from '../../../media/wharf';
import stuffingUrl from '../../../media/container-stuffing.svg';
import loadingUrl from '../../../media/container-loading.svg';
import roroUrl from '../../../media/roro-ship.svg';
import containerShipUrl from '../../../media/container-ship.svg';
import styles from './container-stuffing-page.module.css';

/** Spec 2 "Container stuffing page": the shoring slider moves every 2 s with a 1.5 s transition. */
export const SHORING_AUTOPLAY_MS = 2000;
export const SHORING_SPEED_MS = 1500;

/** Container inner sizes in mm (spec 2 section 9). */
const SIZES = [
  { id: '20ft', length: 5897, width: 2348, height: 2385 },
  { id: '40HQ', length: 12031, width: 2348, height: 2690 },
] as const;

/**
 * /contents/container-stuffing: the safe-shipping steps, the shoring video, the gallery (a grid on
 * wide screens, a carousel on phones), the containers' inner sizes, the 19 shoring photos, what
 * fits in each container, and the service block.
 */
export default function ContainerStuffingPage() {
  const { t, i18n } = useLingui();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const steps = [
    { title: t`Inspection on arrival`, text: t`Every vehicle is checked and photographed when it reaches our yard: body, glass, tyres and the odometer.` },
    { title: t`Preparation`, text: t`Fuel is brought down to a safe level, the battery is disconnected and loose items are removed or listed.` },
    { title: t`Shoring`, text: t`Wooden chocks are nailed to the container floor around every wheel, so the vehicle cannot roll.` },
    { title: t`Lashing`, text: t`Ratchet straps run from the wheels to the container's lashing rings; a loading rack holds a second level of cars in a 40HQ.` },
    { title: t`Sealing`, text: t`The container is photographed full, closed and sealed; the seal number goes on your bill of lading.` },
  ];
  const gallery = [
    { src: loadingUrl, alt: t`A car driven into a container` },
    { src: stuffingUrl, alt: t`Vehicles shored inside a 40HQ container` },
    { src: wharfImages[4] ?? loadingUrl, alt: t`Containers waiting at the wharf` },
    { src: wharfImages[11] ?? loadingUrl, alt: t`Cars lined up before stuffing` },
    { src: wharfImages[19] ?? loadingUrl, alt: t`A crane lifting a container onto the vessel` },
    { src: wharfImages[26] ?? loadingUrl, alt: t`Sealed containers ready for loading` },
  ];
  const total = shoringImages.length;
  return (
    <article aria-labelledby="stuffing-title">
      <PageHero
        id="stuffing-title"
        eyebrow={<Trans>Container stuffing</Trans>}
        title={<Trans>Your vehicles shored and lashed by our own team</Trans>}
        lead={<Trans>We load every container ourselves in our yard near Incheon, with wooden chocks, ratchet straps and a photo of each step.</Trans>}
        image={{ src: stuffingUrl, width: 480, height: 320 }}
      />

      <PageSection id="stuffing-steps" eyebrow={<Trans>Safe shipping</Trans>} title={<Trans>Five steps to a vehicle that arrives as it left</Trans>}>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s.title} className={page.card}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={page.cardTitle}>{s.title}</h3>
              <p className={page.muted}>{s.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="stuffing-video" alt eyebrow={<Trans>Video</Trans>} title={<Trans>Watch a 40HQ being shored</Trans>}>
        <div className={styles.video}>
          <VideoPlayer video={pageMedia.shoringVideo} poster={pageMedia.shoringPoster} width={480} height={320} label={t`Our team shoring and lashing cars inside a 40HQ container`} />
        </div>
      </PageSection>

      <PageSection id="stuffing-gallery" eyebrow={<Trans>Gallery</Trans>} title={<Trans>At our stuffing yard</Trans>}>
        {mobile ? (
          <Carousel
            items={gallery}
            getKey={(g) => g.src}
            label={t`Gallery of the stuffing yard`}
            renderSlide={(g) => <img src={g.src} alt={g.alt} width={480} height={320} loading="lazy" decoding="async" className={styles.galleryImage} />}
          />
        ) : (
          <ul className={styles.gallery} aria-label={t`Gallery of the stuffing yard`}>
            {gallery.map((g) => (
              <li key={g.src}>
                <img src={g.src} alt={g.alt} width={480} height={320} loading="lazy" decoding="async" className={styles.galleryImage} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="stuffing-sizes" alt eyebrow={<Trans>Containers</Trans>} title={<Trans>Inner sizes of our containers</Trans>}>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <div className={page.tableWrap} tabIndex={0} role="region" aria-label={t`Inner dimensions in millimetres`}>
          <table className={page.table}>
            <caption>
              <Trans>Inner dimensions in millimetres</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Container</Trans>
                </th>
                <th scope="col">
                  <Trans>Length</Trans>
                </th>
                <th scope="col">
                  <Trans>Width</Trans>
                </th>
                <th scope="col">
                  <Trans>Height</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {SIZES.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.id}</th>
                  <td>{formatWholeNumber(s.length, i18n.locale)}</td>
                  <td>{formatWholeNumber(s.width, i18n.locale)}</td>
                  <td>{formatWholeNumber(s.height, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>

      <PageSection id="stuffing-photos" eyebrow={<Trans>Shoring photos</Trans>} title={<Trans>19 containers, 19 ways we keep cars still</Trans>}>
        <Carousel
          items={shoringImages}
          getKey={(_, i) => `shoring-${i}`}
          label={t`Shoring photos`}
          perView={{ base: 1, sm: 2, md: 3 }}
          gap={16}
          autoplayMs={SHORING_AUTOPLAY_MS}
          speedMs={SHORING_SPEED_MS}
          renderSlide={(src, i) => {
            const n = i + 1;
            return (
              <img
                src={src}
                alt={t`Vehicle shored and lashed inside a container (${n} of ${total})`}
                width={SHORING_SIZE.width}
                height={SHORING_SIZE.height}
                loading="lazy"
                decoding="async"
                className={styles.galleryImage}
              />
            );
          }}
        />
      </PageSection>

      <PageSection id="stuffing-capacity" alt eyebrow={<Trans>Capacity</Trans>} title={<Trans>How many vehicles fit in a container</Trans>}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <div className={page.tableWrap} tabIndex={0} role="region" aria-label={t`Vehicles per container`}>
          <table className={page.table}>
            <caption>
              <Trans>Vehicles per container</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Vehicle</Trans>
                </th>
                <th scope="col">20ft</th>
                <th scope="col">40HQ</th>
              </tr>
            </thead>
            <tbody>
              {[
                [t`Compact car`, '2', '6'],
                [t`Sedan`, '1', '4'],
                [t`RV / SUV / van`, '1', '3'],
                [t`Truck`, t`None`, '1'],
                [t`Bus`, t`None`, '1'],
              ].map(([kind, small, large]) => (
                <tr key={kind}>
                  <th scope="row">{kind}</th>
                  <td>{small}</td>
                  <td>{large}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={`${page.grid2} ${styles.guidance}`}>
          <div className={page.card}>
            <h3 className={page.cardTitle}>20ft</h3>
            <p className={page.muted}>
              <Trans>2 compact cars, or 1 midsize car, or 1 RV/SUV/van, or 2 excavators under 3 tons, or 1 excavator of 4 to 5 tons.</Trans>
            </p>
          </div>
          <div className={page.card}>
            <h3 className={page.cardTitle}>40HQ</h3>
            <p className={page.muted}>
              <Trans>6 compact cars, or 4 to 5 midsize cars, or 3 RV/SUVs, or 2 vans, or 4 one-ton cargo trucks, or 1 to 2 one-ton box trucks, or 4 excavators of 4 to 5 tons.</Trans>
            </p>
          </div>
        </div>
      </PageSection>

      <ServiceBlock
        related={[
          { to: paths.shipping, title: t`Shipping`, text: t`RoRo or container, and what the all-in price covers.`, image: roroUrl },
          { to: paths.howToBook, title: t`How to book`, text: t`The five steps from quote to port, and how to pay.`, image: containerShipUrl },
        ]}
      />
    </article>
  );
}
