import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Landmark, ShieldAlert } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { ButtonLink } from '@forwarder/shared/ui';
import { Carousel } from '../../../components/carousel/carousel';
import { PageHero } from '../../../components/page/page-hero';
import page from '../../../components/page/page.module.css';
import { guideSteps, type GuideStep } from '../content';
import styles from './how-to-book-page.module.css';

const stepAnchor = (step: GuideStep) => `step-${step.id}`;

/**
 * /contents/howToBook: the five booking steps in detail, a slider of the steps, the bank-transfer
 * details and a step navigation bar: a sticky column beside the steps on wide screens, a sticky
 * row of step numbers on phones. The bar marks the step being read.
 */
export default function HowToBookPage() {
  const { t, i18n } = useLingui();
  const current = useCurrentStep();
  return (
    <article aria-labelledby="how-to-book-title">
      <PageHero
        id="how-to-book-title"
        eyebrow={<Trans>How to book</Trans>}
        title={<Trans>From quote to port in five steps</Trans>}
        lead={<Trans>Booking a shipment with us takes a few minutes online. Here is what happens at each step, what you need and how long it takes.</Trans>}
        actions={
          <ButtonLink to={paths.shippingQuotation} variant="cta" size="lg">
            <Trans>Get a quote</Trans>
          </ButtonLink>
        }
      />

      <section className={page.section} aria-label={t`The five steps at a glance`}>
        <div className={page.inner}>
          <Carousel
            items={guideSteps}
            getKey={(s) => s.id}
            label={t`The five steps at a glance`}
            perView={{ base: 1, sm: 2, md: 3 }}
            renderSlide={(s, i) => (
              <a href={`#${stepAnchor(s)}`} className={styles.slide}>
                <img src={s.image} alt="" width={480} height={320} loading="lazy" decoding="async" className={styles.slideImage} />
                <span className={styles.slideNumber}>{i + 1}</span>
                <span className={styles.slideTitle}>{i18n._(s.title)}</span>
                <span className={styles.slideText}>{i18n._(s.summary)}</span>
              </a>
            )}
          />
        </div>
      </section>

      <div className={`${page.inner} ${styles.layout}`}>
        <nav className={styles.stepNav} aria-label={t`Steps`}>
          <ol className={styles.stepNavList}>
            {guideSteps.map((s, i) => (
              <li key={s.id}>
                <a href={`#${stepAnchor(s)}`} className={styles.stepNavLink} aria-current={current === s.id ? 'step' : undefined}>
                  <span className={styles.stepNavNumber}>{i + 1}</span>
                  <span className={styles.stepNavLabel}>{i18n._(s.title)}</span>
                </a>
              </li>
            ))}
            <li>
              <a href="#bank-transfer" className={styles.stepNavLink} aria-current={current === 'bank' ? 'step' : undefined}>
                <span className={styles.stepNavNumber}>
                  <Landmark size={16} aria-hidden="true" />
                </span>
                <span className={styles.stepNavLabel}>
                  <Trans>Bank transfer</Trans>
                </span>
              </a>
            </li>
          </ol>
        </nav>

        <ol className={styles.steps}>
          {guideSteps.map((s, i) => (
            <li key={s.id} id={stepAnchor(s)} className={styles.step} data-step={s.id} aria-labelledby={`${stepAnchor(s)}-title`}>
              <p className={styles.stepEyebrow}>
                <Trans>Step {i + 1} of 5</Trans>
              </p>
              <h2 id={`${stepAnchor(s)}-title`} className={styles.stepTitle}>
                {i18n._(s.title)}
              </h2>
              {s.body.map((p) => (
                <p key={p.id} className={styles.stepText}>
                  {i18n._(p)}
                </p>
              ))}
              <h3 className={styles.checklistTitle}>
                <Trans>What you need</Trans>
              </h3>
              <ul className={styles.checklist}>
                {s.checklist.map((c) => (
                  <li key={c.id}>
                    <CheckCircle2 size={18} aria-hidden="true" />
                    <span>{i18n._(c)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li id="bank-transfer" className={styles.step} data-step="bank" aria-labelledby="bank-transfer-title">
            <BankTransfer />
          </li>
        </ol>
      </div>
    </article>
  );
}

/** The bank-transfer details block: the account of the runtime configuration, the one the P.I prints. */
function BankTransfer() {
  const bank = useRuntimeConfig((s) => s.config.bank);
  return (
    <>
      <h2 id="bank-transfer-title" className={styles.stepTitle}>
        <Trans>Bank transfer details</Trans>
      </h2>
      <p className={styles.stepText}>
        <Trans>Pay every invoice by telegraphic transfer (T/T) in the currency of the invoice. Bank charges on your side are paid by you; ask your bank to send the full amount.</Trans>
      </p>
      <dl className={styles.bank}>
        <div>
          <dt>
            <Trans>Beneficiary</Trans>
          </dt>
          <dd>{bank.beneficiary}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bank</Trans>
          </dt>
          <dd>
            {bank.bankName}, {bank.bankAddress}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>SWIFT code</Trans>
          </dt>
          <dd>{bank.swift}</dd>
        </div>
        <div>
          <dt>
            <Trans>Account number</Trans>
          </dt>
          <dd>
            <Trans>Printed on your proforma invoice</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Reference</Trans>
          </dt>
          <dd>
            <Trans>Your invoice number</Trans>
          </dd>
        </div>
      </dl>
      <p className={styles.warning} role="note">
        <ShieldAlert size={20} aria-hidden="true" />
        <span>
          <Trans>
            Pay only to the company account printed on your official invoice. We never ask for payment to a personal account, and we never change our bank details by
            email or chat.
          </Trans>
        </span>
      </p>
    </>
  );
}

/** The id of the step (or 'bank') nearest the top of the viewport, for the navigation bar. */
function useCurrentStep(): string {
  const [current, setCurrent] = useState<string>(guideSteps[0]!.id);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const nodes = [...document.querySelectorAll<HTMLElement>('[data-step]')];
    const observer = new IntersectionObserver(
      (entries) => {
        const hit = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (hit) setCurrent((hit.target as HTMLElement).dataset.step ?? '');
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    nodes.forEach((n) => observer.observe(n));
    return () => observer.disconnect();
  }, []);
  return current;
}
