import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@forwarder/shared/router';
import { CalendarDays, Check, Container as ContainerIcon, Ship } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { Button } from '@forwarder/shared/ui';
import { PageHero } from '../../../components/page/page-hero';
import { PageSection } from '../../../components/page/page-section';
import page from '../../../components/page/page.module.css';
import { ServiceBlock } from '../../../components/service-block/service-block';
import { VideoPlayer } from '../../../components/video-player/video-player';
import { pageMedia } from '../../../media/pages';
import roroUrl from '../../../media/roro-ship.svg';
import containerUrl from '../../../media/container-ship.svg';
import stuffingUrl from '../../../media/container-stuffing.svg';
import styles from './shipping-page.module.css';

/**
 * /contents/shipping: RoRo versus container, what the all-in price covers, the promo video, a
 * button to the shipping schedule (replacing this page in the history), and the service block.
 */
export default function ShippingPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <article aria-labelledby="shipping-title">
      <PageHero
        id="shipping-title"
        eyebrow={<Trans>Shipping service</Trans>}
        title={<Trans>Ship your vehicle from Korea, RoRo or in a container</Trans>}
        lead={<Trans>More than 3,000 vehicles a month leave Korea with us for over 100 countries. Pick the way yours travels; the price you see is the price you pay.</Trans>}
        image={{ src: roroUrl, width: 480, height: 320 }}
        actions={
          <Button variant="secondary" size="lg" onClick={() => navigate(paths.shippingSchedule, { replace: true })}>
            <CalendarDays size={20} aria-hidden="true" />
            <Trans>See the shipping schedule</Trans>
          </Button>
        }
      />

      <PageSection id="shipping-options" eyebrow={<Trans>Options</Trans>} title={<Trans>RoRo or container?</Trans>} subtitle={<Trans>Both leave from Incheon and Pyeongtaek every week. The right one depends on the vehicle and what travels with it.</Trans>}>
        <div className={page.grid2}>
          <OptionCard
            icon={<Ship size={28} aria-hidden="true" />}
            image={roroUrl}
            title={t`RoRo (roll-on/roll-off)`}
            lead={t`Your vehicle is driven onto a car carrier and secured on its deck.`}
            points={[t`The most economical way for one running vehicle`, t`Cars, trucks, buses and equipment of any height`, t`No spare parts or personal effects inside the vehicle`]}
            best={t`Best for: one running car, or a truck or bus too tall for a container.`}
          />
          <OptionCard
            icon={<ContainerIcon size={28} aria-hidden="true" />}
            image={containerUrl}
            title={t`Container (20ft or 40HQ)`}
            lead={t`A container only for your cargo, shored and lashed by our own team.`}
            points={[t`Protected from weather and handling`, t`Spare parts and tyres can travel with the vehicles`, t`Four to five midsize cars in a 40HQ lower the price per car`]}
            best={t`Best for: several vehicles, non-runners, or a car with parts.`}
          />
        </div>
      </PageSection>

      <PageSection id="shipping-all-in" alt eyebrow={<Trans>All-in cost</Trans>} title={<Trans>One price, every charge in Korea included</Trans>}>
        <div className={styles.allIn}>
          <ul className={styles.included} aria-label={t`Included in the price`}>
            {[t`Ocean freight to your port of discharge`, t`Port handling and terminal charges in Korea`, t`Export customs clearance`, t`Inland transport from the seller to our yard in the Seoul area`, t`Shoring and lashing (container)`, t`Bill of lading and shipping documents`].map((item) => (
              <li key={item}>
                <Check size={20} aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div className={`${page.card} ${styles.notIncluded}`}>
            <h3 className={page.cardTitle}>
              <Trans>Not included</Trans>
            </h3>
            <p className={page.muted}>
              <Trans>Charges at destination (port handling, import duties, taxes and your customs broker) are set by your country and paid at arrival. Ask us and we estimate them with you.</Trans>
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection id="shipping-video" eyebrow={<Trans>Video</Trans>} title={<Trans>See a RoRo loading in Pyeongtaek</Trans>}>
        <div className={styles.video}>
          <VideoPlayer
            video={pageMedia.promoVideo}
            poster={pageMedia.promoPoster}
            width={480}
            height={320}
            label={t`A car carrier loading vehicles at the port of Pyeongtaek`}
          />
        </div>
      </PageSection>

      <ServiceBlock
        related={[
          { to: paths.containerStuffing, title: t`Container stuffing`, text: t`How we shore and lash vehicles inside a container.`, image: stuffingUrl },
          { to: paths.howToBook, title: t`How to book`, text: t`The five steps from quote to port, and how to pay.`, image: containerUrl },
        ]}
      />
    </article>
  );
}

function OptionCard({ icon, image, title, lead, points, best }: { icon: ReactNode; image: string; title: string; lead: string; points: string[]; best: string }) {
  return (
    <article className={`${page.card} ${styles.option}`}>
      <img src={image} alt="" width={480} height={320} loading="lazy" decoding="async" className={styles.optionImage} />
      <h3 className={`${page.cardTitle} ${styles.optionTitle}`}>
        <span className={styles.optionIcon}>{icon}</span>
        {title}
      </h3>
      <p>{lead}</p>
      <ul className={page.list}>
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className={styles.best}>{best}</p>
    </article>
  );
}
