import { Link } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { isKorea, useVisitorCountry } from '@forwarder/shared/stores';
import { preloadHandlers } from '../menu-link';
import { companyRegistration } from '@forwarder/shared/company';
import styles from './footer.module.css';

interface Column {
  id: string;
  title: MessageDescriptor;
  links: Array<{ label: MessageDescriptor; to: string }>;
}

const columns: readonly Column[] = [
  {
    id: 'services',
    title: msg`Services`,
    links: [
      { label: msg`Ocean freight`, to: paths.oceanFreight },
      { label: msg`Shipping schedule`, to: paths.shippingSchedule },
      { label: msg`Instant quotation`, to: paths.shippingQuotation },
      { label: msg`Tracking`, to: paths.tracking },
      { label: msg`Shipping`, to: paths.shipping },
      { label: msg`Container stuffing`, to: paths.containerStuffing },
    ],
  },
  {
    id: 'company',
    title: msg`Company`,
    links: [
      { label: msg`About us`, to: paths.aboutUs },
      { label: msg`Reviews`, to: paths.reviews },
      { label: msg`Blog`, to: paths.blog },
      { label: msg`Hot items`, to: paths.hotItems },
      { label: msg`How it works`, to: paths.howToBook },
    ],
  },
  {
    id: 'legal',
    title: msg`Legal`,
    links: [
      { label: msg`Terms of use`, to: paths.termsOfUse },
      { label: msg`Privacy policy`, to: paths.privacyPolicy },
    ],
  },
];

/** `tel:` wants the digits and the leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Registration details shown to visitors in Korea only (Korean e-commerce law). */
function KoreanRegistration({ host }: { host: string }) {
  const { t } = useLingui();
  const r = companyRegistration;
  const rows: Array<[string, string]> = [
    [t`Company name`, `${host} ${r.companySuffix}`],
    [t`CEO`, r.ceo],
    [t`Business registration number`, r.businessRegistrationNumber],
    [t`Address`, r.address],
    [t`Mail-order business report number`, r.mailOrderReportNumber],
  ];
  return (
    <section className={styles.registration} aria-label={t`Company registration`}>
      <dl className={styles.regList}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.regRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The navy site footer: link columns, contact, sister sites, copyright (spec 1 section 2 "Footer"). */
export function Footer() {
  const { t, i18n } = useLingui();
  const brand = useRuntimeConfig((s) => s.config.brand);
  const korea = useVisitorCountry(isKorea);
  const year = new Date().getFullYear();
  const host = brand.host;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.wordmark}>{brand.host}</p>
            <p className={styles.tagline}>
              <Trans>Vehicle and cargo shipping from South Korea to buyers worldwide, by RoRo and container.</Trans>
            </p>
            <h2 className={styles.heading}>
              <Trans>Contact</Trans>
            </h2>
            <ul className={styles.contact}>
              <li>
                <a href={telHref(brand.phone)} className={styles.contactLink}>
                  <Phone size={18} aria-hidden="true" />
                  <span className="visually-hidden">{t`Phone`}</span>
                  {brand.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${brand.email}`} className={styles.contactLink}>
                  <Mail size={18} aria-hidden="true" />
                  <span className="visually-hidden">{t`Email`}</span>
                  {brand.email}
                </a>
              </li>
            </ul>
          </div>

          <nav className={styles.columns} aria-label={t`Footer`}>
            {columns.map((col) => (
              <div key={col.id} className={styles.column}>
                <h2 className={styles.heading}>{i18n._(col.title)}</h2>
                <ul className={styles.links}>
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className={styles.link} {...preloadHandlers(l.to)}>
                        {i18n._(l.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        {brand.sisterSites.length > 0 && (
          <div className={styles.sisters}>
            <h2 className={styles.heading}>
              <Trans>Our sister sites</Trans>
            </h2>
            <ul className={styles.sisterList}>
              {brand.sisterSites.map((s) => (
                <li key={s.url}>
                  <a href={s.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                    {s.name}
                    <ExternalLink size={14} aria-hidden="true" />
                    <span className="visually-hidden">{t`(opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={styles.bottom}>
          {korea && <KoreanRegistration host={brand.host} />}
          <p className={styles.copyright}>
            <Trans>
              © {year} {host}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
