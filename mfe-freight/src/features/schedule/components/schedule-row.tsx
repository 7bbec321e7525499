import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingSchedule } from '@forwarder/shared/contract';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatDate } from '@forwarder/shared/format';
import { LineLogo } from '../../../components/line-logo';
import { VESSEL_TYPE_LABEL } from '../model';
import styles from './schedule-row.module.css';

/** One sailing: line logo, vessel and voyage, type, ports and countries, departure and arrival (yyyy.MM.dd or "-"). */
export const ScheduleRow = memo(function ScheduleRow({ schedule: s }: { schedule: ShippingSchedule }) {
  const { i18n } = useLingui();
  const type = i18n._(VESSEL_TYPE_LABEL[s.vesselTypeCode]);
  return (
    <article className={styles.row}>
      <div className={styles.line}>
        <LineLogo file={s.line} name={s.lineName} />
      </div>
      <div className={styles.vessel}>
        <p className={styles.vesselName}>
          {s.vesselName} <span className={styles.voy}>{s.voyNo}</span>
        </p>
        <p className={styles.type}>{type}</p>
      </div>
      <dl className={styles.legs}>
        <div>
          <dt>
            <Trans>Loading port</Trans>
          </dt>
          <dd>
            <span className={styles.port}>{s.fromPortName}</span>
            <span className={styles.country}>{countryNameIn(s.fromCountryCode, i18n.locale, s.fromCountryName)}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Discharge port</Trans>
          </dt>
          <dd>
            <span className={styles.port}>{s.toPortName}</span>
            <span className={styles.country}>{countryNameIn(s.toCountryCode, i18n.locale, s.toCountryName)}</span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Departure</Trans>
          </dt>
          <dd className={styles.date}>{formatDate(s.departureDateTime)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Arrival</Trans>
          </dt>
          <dd className={styles.date}>{formatDate(s.arrivalDateTime)}</dd>
        </div>
      </dl>
    </article>
  );
});
