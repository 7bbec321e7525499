import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@forwarder/shared/router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { Button } from '@forwarder/shared/ui';
import styles from './service-block.module.css';

/** A related service card of the block. */
export interface RelatedService {
  to: string;
  title: string;
  text: string;
  image: string;
}

/**
 * The block shared by the service pages (spec 2 "Shared service block"): four numbered steps,
 * a button to the quotation that replaces the history entry (Back returns to where the visitor
 * came from, not to this page), and two related-service cards.
 */
export function ServiceBlock({ related }: { related: readonly [RelatedService, RelatedService] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const steps = [
    { title: t`Request a quote`, text: t`Tell us the vehicle and the port; the price includes every charge.` },
    { title: t`Receive the best offer`, text: t`We answer within one business day with the best sailing and price.` },
    { title: t`Book`, text: t`Confirm the booking and pay the invoice by bank transfer.` },
    { title: t`Track`, text: t`Follow the vessel with your B/L number until it arrives.` },
  ];
  return (
    <section className={styles.block} aria-labelledby="service-block-title">
      <div className={styles.inner}>
        <h2 id="service-block-title" className={styles.title}>
          <Trans>Ship with us in four steps</Trans>
        </h2>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              <p className={styles.stepText}>{s.text}</p>
            </li>
          ))}
        </ol>
        <Button variant="cta" size="lg" className={styles.cta} onClick={() => navigate(paths.shippingQuotation, { replace: true })}>
          <Trans>Get a quote now</Trans>
        </Button>
        <h2 className={styles.relatedTitle}>
          <Trans>Related services</Trans>
        </h2>
        <ul className={styles.related}>
          {related.map((r) => (
            <li key={r.to}>
              <Link to={r.to} className={styles.card}>
                <img src={r.image} alt="" width={480} height={320} loading="lazy" decoding="async" className={styles.cardImage} />
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>{r.title}</span>
                  <span className={styles.cardText}>{r.text}</span>
                  <span className={styles.cardMore}>
                    <Trans>Learn more</Trans>
                    <ArrowRight size={18} aria-hidden="true" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
