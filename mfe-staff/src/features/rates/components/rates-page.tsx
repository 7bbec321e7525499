import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import type { QuoteSetting, QuoteSettingKey, StaffRate, StaffRateBody } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { ErrorText } from '../../../components/error-text';
import { ageOf, dateTime } from '../../../components/format';
import { countryName } from '../../../components/country-name';
import { DeskEmpty, DeskLoadError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { useOfferChoices } from '../../offers/api/offers';
import { wholeOf } from '../../workspace/model';
import { ratesKey, saveRate, saveSetting, useRates } from '../api/rates';
import styles from './rates.module.css';

/** The desk's names of a rate's size or category, and of the quote settings. */
function useRateLabels() {
  const { t } = useLingui();
  const key: Record<string, string> = { FT20: t`20 ft container`, HQ40: t`40 ft high cube container`, CAR: t`Car (RoRo)`, TRUCK: t`Truck (RoRo)`, BUS: t`Bus (RoRo)`, EQUIPMENT: t`Equipment (RoRo)`, NONE: t`Other vehicle (RoRo)` };
  const setting: Record<QuoteSettingKey, string> = {
    INSPECTION: t`Inspection service (USD)`,
    DOCUMENTS: t`Documents service (USD)`,
    NON_RUNNER: t`Vehicle that does not run (USD)`,
    KOREA_INLAND: t`Korean inland transport (USD)`,
    EXPORT_CUSTOMS: t`Export customs (USD)`,
    VALID_DAYS: t`Days a quote holds`,
  };
  return { key, setting };
}

function Updated({ at, by }: { at: string | null; by: { name: string } | null }) {
  const { t, i18n } = useLingui();
  if (!at) return null;
  const age = ageOf(at, i18n.locale) ?? t`just now`;
  const name = by?.name ?? '';
  return <p className={styles.rowNote}>{name ? <Trans>Changed by {name}, {age}</Trans> : <Trans>Changed {age}</Trans>}</p>;
}

/** One rate: base and per-ton prices, saved on their own. */
function RateRow({ rate, port }: { rate: StaffRate; port: string }) {
  const { t } = useLingui();
  const labels = useRateLabels();
  const client = useQueryClient();
  const id = useId();
  const [base, setBase] = useState(String(rate.baseUsd));
  const [perTon, setPerTon] = useState(String(rate.perTonUsd));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: saveRate, onSuccess: () => client.invalidateQueries({ queryKey: ratesKey(port) }) });
  const name = labels.key[rate.sizeOrCategory] ?? rate.sizeOrCategory;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const b = wholeOf(base);
    const p = rate.cargoType === 'RORO' ? wholeOf(perTon) : 0;
    if (b === null || b < 1 || b > 1_000_000) return setError(t`Enter the base price in whole US dollars, from 1 to 1,000,000.`);
    if (p === null || p > 100_000) return setError(t`Enter the price per ton in whole US dollars, from 0 to 100,000.`);
    setError(null);
    save.mutate({ dptPort: rate.dptPort, arvPort: rate.arvPort, cargoType: rate.cargoType, sizeOrCategory: rate.sizeOrCategory as StaffRateBody['sizeOrCategory'], baseUsd: b, perTonUsd: p });
  };
  const dirty = base !== String(rate.baseUsd) || perTon !== String(rate.perTonUsd);
  return (
    <li>
      <form className={styles.row} onSubmit={submit} noValidate data-testid="rate-row" aria-label={name}>
        <span className={styles.name}>{name}</span>
        <div className={styles.field}>
          <label htmlFor={`${id}-base`}>
            <Trans>Base (USD)</Trans>
          </label>
          <input id={`${id}-base`} className={styles.control} inputMode="numeric" value={base} onChange={(e) => setBase(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
        <div className={styles.field}>
          {rate.cargoType === 'RORO' && (
            <>
              <label htmlFor={`${id}-ton`}>
                <Trans>Per extra ton (USD)</Trans>
              </label>
              <input id={`${id}-ton`} className={styles.control} inputMode="numeric" value={perTon} onChange={(e) => setPerTon(e.target.value)} aria-invalid={error ? true : undefined} />
            </>
          )}
        </div>
        <Button type="submit" variant="secondary" disabled={!dirty} loading={save.isPending}>
          <Save size={16} aria-hidden="true" />
          <Trans>Save</Trans>
        </Button>
        {error && (
          <p className={styles.rowError} role="alert">
            {error}
          </p>
        )}
        {save.isError && (
          <p className={styles.rowError} role="alert">
            <ErrorText lead={<Trans>The rate was not saved.</Trans>} error={save.error} />
          </p>
        )}
        <Updated at={rate.updatedAt} by={rate.updatedBy} />
      </form>
    </li>
  );
}

function SettingRow({ setting, port }: { setting: QuoteSetting; port: string }) {
  const { t } = useLingui();
  const labels = useRateLabels();
  const client = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(String(setting.value));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (n: number) => saveSetting(setting.key, n), onSuccess: () => client.invalidateQueries({ queryKey: ratesKey(port) }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = wholeOf(value);
    const days = setting.key === 'VALID_DAYS';
    if (n === null || (days ? n < 1 || n > 60 : n > 100_000)) return setError(days ? t`Enter 1 to 60 days.` : t`Enter whole US dollars, from 0 to 100,000.`);
    setError(null);
    save.mutate(n);
  };
  return (
    <li>
      <form className={styles.row} onSubmit={submit} noValidate data-testid="setting-row">
        <label htmlFor={`${id}-value`} className={styles.name}>
          {labels.setting[setting.key]}
        </label>
        <input id={`${id}-value`} className={styles.control} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} />
        <span />
        <Button type="submit" variant="secondary" disabled={value === String(setting.value)} loading={save.isPending}>
          <Save size={16} aria-hidden="true" />
          <Trans>Save</Trans>
        </Button>
        {error && (
          <p className={styles.rowError} role="alert">
            {error}
          </p>
        )}
        {save.isError && (
          <p className={styles.rowError} role="alert">
            <ErrorText lead={<Trans>The setting was not saved.</Trans>} error={save.error} />
          </p>
        )}
        <Updated at={setting.updatedAt} by={setting.updatedBy} />
      </form>
    </li>
  );
}

/**
 * /desk/rates?port=: the rates the quotation wizard prices with, for one port of discharge from
 * each port of loading, the charges a quote adds and the days it holds; each saved on its own, and
 * the changes with who made them. The wizard uses a change at once; a booking made from an earlier
 * quote keeps that quote's price.
 */
export function RatesPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const port = /^[A-Z]{5}$/.test(params.get('port') ?? '') ? params.get('port')! : '';
  const choices = useOfferChoices();
  const query = useRates(port);
  const unread = useUnreadTotal();
  const labels = useRateLabels();
  useDeskTitle(unread, t`Quotation rates`);
  const ports = useMemo(
    () => (choices.data?.discharge ?? []).map((p) => ({ port: p.port, label: `${p.portNm}, ${countryName(p.country, i18n.locale)}` })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [choices.data, i18n.locale],
  );
  const loadingName = (code: string) => choices.data?.loading.find((p) => p.port === code)?.portNm ?? code;
  const subjectName = (subject: string) => {
    const [dpt, arv, , key] = subject.split(' ');
    if (!arv) return labels.setting[subject as QuoteSettingKey] ?? subject;
    return `${loadingName(dpt!)} → ${ports.find((p) => p.port === arv)?.label ?? arv} · ${labels.key[key!] ?? key}`;
  };

  let body;
  if (!port) body = <DeskEmpty title={<Trans>Choose a port of discharge to see its rates.</Trans>} />;
  else if (query.isPending || choices.isPending) body = <DeskLoader />;
  else if (query.isError) {
    body = <DeskLoadError error={query.error} message={<Trans>The rates could not be loaded.</Trans>} onRetry={() => void query.refetch()} />;
  } else {
    const byLoading = new Map<string, StaffRate[]>();
    for (const r of query.data.rates) byLoading.set(r.dptPort, [...(byLoading.get(r.dptPort) ?? []), r]);
    body = (
      <div className={styles.layout}>
        <div className={styles.groups}>
          {[...byLoading.entries()].map(([dpt, rows]) => (
            <section key={dpt} className={styles.group} aria-labelledby={`rates-${dpt}`}>
              <h2 id={`rates-${dpt}`} className={styles.groupTitle}>
                <Trans>From {loadingName(dpt)}</Trans>
              </h2>
              <ul className={styles.rows}>
                {rows.map((r) => (
                  <RateRow key={`${r.sizeOrCategory}:${r.baseUsd}:${r.perTonUsd}`} rate={r} port={port} />
                ))}
              </ul>
            </section>
          ))}
          <section className={styles.group} aria-labelledby="rates-settings">
            <h2 id="rates-settings" className={styles.groupTitle}>
              <Trans>Every quote</Trans>
            </h2>
            <ul className={styles.rows}>
              {query.data.settings.map((s) => (
                <SettingRow key={`${s.key}:${s.value}`} setting={s} port={port} />
              ))}
            </ul>
          </section>
        </div>
        <section className={styles.group} aria-labelledby="rates-changes">
          <h2 id="rates-changes" className={styles.groupTitle}>
            <Trans>Changes</Trans>
          </h2>
          {query.data.changes.length === 0 ? (
            <p className={styles.lead}>
              <Trans>No change yet.</Trans>
            </p>
          ) : (
            <ol className={styles.changes} data-testid="rate-changes">
              {query.data.changes.map((c) => (
                <li key={c.id} className={styles.change}>
                  <span className={styles.changeWhat}>{subjectName(c.subject)}</span>
                  <span>
                    {c.before} → {c.after}
                  </span>
                  <time className={styles.changeWhen} dateTime={c.at}>
                    {dateTime(c.at, i18n.locale)}
                    {c.staff ? ` · ${c.staff.name}` : ''}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="rates-title">
      <h1 id="rates-title" className={styles.title}>
        <Trans>Quotation rates</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>The quotation wizard prices with these at once; a booking made from an earlier quote keeps that quote&apos;s price while the quote holds.</Trans>
      </p>
      <div className={styles.picker}>
        <label htmlFor="rates-port">
          <Trans>Port of discharge</Trans>
        </label>
        <select id="rates-port" className={styles.control} value={port} onChange={(e) => setParams(e.target.value ? { port: e.target.value } : {})} disabled={choices.isPending}>
          <option value="">{t`Choose…`}</option>
          {ports.map((p) => (
            <option key={p.port} value={p.port}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div aria-busy={query.isFetching || undefined}>{body}</div>
    </section>
  );
}

export default RatesPage;
