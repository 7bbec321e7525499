import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@forwarder/shared/router';
import { teamProducts, type TeamProduct } from '@forwarder/shared/paths';
import { NotFound } from '@forwarder/shared/ui';
import { PageHero } from '../../../components/page/page-hero';
import page from '../../../components/page/page.module.css';
import { staffOf } from '../staff';
import { StaffCard } from './staff-card';
import styles from './team-page.module.css';

const isProduct = (s: string): s is TeamProduct => (teamProducts as readonly string[]).includes(s);

/** The product of a `team-{product}` segment, or null when the segment is not a team page. */
export function teamProductOf(segment: string | undefined): TeamProduct | null {
  const product = segment?.startsWith('team-') ? segment.slice('team-'.length) : null;
  return product !== null && isProduct(product) ? product : null;
}

/** /contents/team-{product}: the staff cards of one product's desk; any other /contents/{x} here is not found. */
export default function TeamPage() {
  const { segment } = useParams();
  const product = teamProductOf(segment);
  if (!product) return <NotFound />;
  return <Team product={product} />;
}

function Team({ product }: { product: TeamProduct }) {
  const { t } = useLingui();
  const title = product === 'equipment' ? t`Our heavy equipment team` : t`Our shipping team`;
  const people = staffOf(product);
  return (
    <article aria-labelledby="team-title">
      <PageHero
        id="team-title"
        eyebrow={<Trans>Team</Trans>}
        title={title}
        lead={
          product === 'equipment' ? (
            <Trans>Buying an excavator, a loader or a crane in Korea? These are the people who find it, check it and ship it.</Trans>
          ) : (
            <Trans>Real people in Korea answer your booking, load your vehicle and send your documents. Call or message them in your language.</Trans>
          )
        }
      />
      <section className={page.section} aria-label={t`Staff`}>
        <div className={page.inner}>
          <ul className={styles.grid}>
            {people.map((person, i) => (
              <li key={person.id} className={styles.item}>
                <StaffCard person={person} lazy={i >= 3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
