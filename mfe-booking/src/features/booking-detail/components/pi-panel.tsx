import { useId, useState } from 'react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { piAmount, type ProformaInvoice } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { amount } from '../../booking-common/hooks/format';
import { dotDay } from '@forwarder/shared/format';
import { piPdfUrl, putPiDownload } from '../api/put-pi-download';
import styles from './pi-panel.module.css';

/** The invoice number as printed on the PDF. */
export const piNumber = (piId: number) => `PI-${String(piId).padStart(6, '0')}`;

/** Download: record it (PUT /svc/pi/download), then fetch the PDF as an attachment. */
async function download(pi: ProformaInvoice) {
  await putPiDownload(pi.piId);
  const a = document.createElement('a');
  a.href = piPdfUrl(pi.piId);
  a.download = `${piNumber(pi.piId)}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
}

/** The proforma invoice of a booking (spec 2 "Proforma invoice (P.I)"); nothing when none or withdrawn. */
export function PiPanel({ pi }: { pi: ProformaInvoice | null | undefined }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  if (!pi || pi.flagDel) return null;
  const lineAmount = (usd: number) => piAmount(usd, pi.curr, pi.currRate);
  return (
    <section className={styles.pi} aria-labelledby={headingId} data-testid="pi-panel">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Proforma invoice</Trans>
        </h2>
        {pi.downloadable && (
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => {
              setBusy(true);
              // Spec 2 section 8: a download error is only logged.
              download(pi)
                .catch((err: unknown) => console.error('[booking] P.I download failed', err))
                .finally(() => setBusy(false));
            }}
          >
            <Download size={18} aria-hidden="true" /> <Trans>Download P.I</Trans>
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Invoice number</Trans>
        </dt>
        <dd data-testid="pi-number">{piNumber(pi.piId)}</dd>
        <dt>
          <Trans>Issue date</Trans>
        </dt>
        <dd>{dotDay(pi.regDtm)}</dd>
        <dt>
          <Trans>Due date</Trans>
        </dt>
        <dd>{dotDay(pi.dueDtm)}</dd>
        <dt>
          <Trans>Buyer</Trans>
        </dt>
        <dd>{pi.buyerName}</dd>
        <dt>
          <Trans>Staff</Trans>
        </dt>
        <dd>{pi.staff.name}</dd>
        <dt>
          <Trans>Route</Trans>
        </dt>
        <dd>
          {pi.dptPortNm}, {countryNameIn(pi.dptCountry, i18n.locale, pi.dptCountryNm)} → {pi.arvPortNm}, {countryNameIn(pi.arvCountry, i18n.locale, pi.arvCountryNm)}
        </dd>
        <dt>
          <Trans>Currency</Trans>
        </dt>
        <dd>{pi.curr}</dd>
      </dl>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t`Invoice items`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Description`}</th>
              <th scope="col">{t`Unit size`}</th>
              <th scope="col" className={styles.num}>
                {t`Total`}
              </th>
            </tr>
          </thead>
          <tbody>
            {pi.itemList.map((item, i) => (
              <tr key={i}>
                <td>{item.description}</td>
                <td>{item.unitSize || '-'}</td>
                <td className={styles.num}>
                  {pi.curr} {amount(lineAmount(item.total))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t`Total`}
              </th>
              <td className={styles.num} data-testid="pi-total">
                {pi.curr} {amount(pi.totalCurr)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {(pi.memo.content || pi.curr === 'EUR') && (
        <p className={styles.remark}>
          <strong>
            <Trans>Remark</Trans>:
          </strong>{' '}
          {pi.memo.content}
          {pi.curr === 'EUR' && <span className={styles.rate}>{t`1 EUR = ${(1 / pi.currRate).toFixed(4)} USD`}</span>}
        </p>
      )}
      <p className={styles.expiry}>
        <Trans>If this invoice is not paid by the due date, it expires and the booking is cancelled.</Trans>
      </p>
    </section>
  );
}
