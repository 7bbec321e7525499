import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Ban, Copy, ExternalLink, RotateCcw, Send, Square } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import type { StaffOffer, StaffOfferBody, StaffOfferChoices } from '@forwarder/shared/contract';
import { deskOfferUrl, paths, spotDetailUrl } from '@forwarder/shared/paths';
import { Button, buttonClassName } from '@forwarder/shared/ui';
import { ChangeTrail } from '../../../components/change-trail';
import { DeskConfirm } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { countryName } from '../../../components/country-name';
import { DeskError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { createOffer, offerKey, offersKey, setOfferStatus, updateOffer, useOffer, useOfferChoices } from '../api/offers';
import { CARGO_SIZES, VEHICLE_CATEGORIES, emptyOffer, offerResolver, offerToForm, TRADE_CONDITIONS, type OfferFormValues } from '../model';
import { statusTone, useOfferLabels } from './offer-labels';
import styles from '../../../components/catalog.module.css';
import card from '../../workspace/components/workspace.module.css';

type Action = 'SOLD_OUT' | 'REOPEN' | 'END';

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className={styles.fieldError}>
      {error.message}
    </p>
  ) : null;
}

/** The api's refusal of a save: its message for a 400 (the contract's words), else the desk's. */
function SaveError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 400 && error.message) {
    return (
      <>
        <Trans>The offer was not saved.</Trans> {error.message}
      </>
    );
  }
  return <ErrorText lead={<Trans>The offer was not saved.</Trans>} error={error} />;
}

/** The offer form: route, cargo, terms and price, dates, the buyers' note. */
function OfferForm({ offer, initial, choices, onSaved }: { offer: StaffOffer | null; initial: OfferFormValues; choices: StaffOfferChoices; onSaved: (saved: StaffOffer) => void }) {
  const { t, i18n } = useLingui();
  const labels = useOfferLabels();
  const isNew = offer === null;
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;
  const { register, handleSubmit, formState, control, setFocus } = useForm<OfferFormValues, unknown, StaffOfferBody>({
    resolver: offerResolver(isNew),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const cargoType = useWatch({ control, name: 'cargoType' });
  const onRequest = useWatch({ control, name: 'priceOnRequest' });
  const save = useMutation({ mutationFn: (body: StaffOfferBody) => (offer ? updateOffer(offer.freRateLegacyId, body) : createOffer(body)), onSuccess: onSaved });
  const errors = formState.errors;
  useEffect(() => {
    if (isNew) setFocus('dptPort');
  }, [isNew, setFocus]);
  const discharge = useMemo(
    () =>
      choices.discharge
        .map((p) => ({ ...p, label: `${p.portNm}, ${countryName(p.country, i18n.locale)}` }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [choices.discharge, i18n.locale],
  );
  // An older carrier the table no longer lists stays choosable on its own offer.
  const lines = offer && !choices.lines.some((l) => l.code === offer.freLine) ? [...choices.lines, { code: offer.freLine, name: offer.freLineNm }] : choices.lines;
  const field = (name: keyof OfferFormValues) => ({
    id: ids(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? ids(`${name}-error`) : undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void handleSubmit((body) => save.mutate(body))(e)} data-testid="offer-form">
      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Route</Trans>
        </legend>
        <div className={styles.field}>
          <label htmlFor={ids('dptPort')}>
            <Trans>Port of loading</Trans>
          </label>
          <select className={styles.control} {...field('dptPort')} {...register('dptPort')}>
            <option value="">{t`Choose…`}</option>
            {choices.loading.map((p) => (
              <option key={p.port} value={p.port}>
                {p.portNm}
              </option>
            ))}
          </select>
          <FieldMessage id={ids('dptPort-error')} error={errors.dptPort} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids('arvPort')}>
            <Trans>Port of discharge</Trans>
          </label>
          <select className={styles.control} {...field('arvPort')} {...register('arvPort')}>
            <option value="">{t`Choose…`}</option>
            {discharge.map((p) => (
              <option key={p.port} value={p.port}>
                {p.label}
              </option>
            ))}
          </select>
          <FieldMessage id={ids('arvPort-error')} error={errors.arvPort} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Cargo</Trans>
        </legend>
        <div className={`${styles.field} ${styles.wide}`} role="radiogroup" aria-labelledby={ids('cargoType-label')}>
          <span id={ids('cargoType-label')} className={styles.hintText}>
            <Trans>Shipping type</Trans>
          </span>
          <div className={styles.radios}>
            {(['RORO', 'CONT'] as const).map((type) => (
              <label key={type} className={styles.radio}>
                <input type="radio" value={type} {...register('cargoType')} />
                {labels.cargoType[type]}
              </label>
            ))}
          </div>
        </div>
        {cargoType === 'CONT' && (
          <div className={styles.field}>
            <label htmlFor={ids('cargoSize')}>
              <Trans>Container size</Trans>
            </label>
            <select className={styles.control} {...field('cargoSize')} {...register('cargoSize')}>
              <option value="">{t`Choose…`}</option>
              {CARGO_SIZES.map((s) => (
                <option key={s} value={s}>
                  {labels.size[s]}
                </option>
              ))}
            </select>
            <FieldMessage id={ids('cargoSize-error')} error={errors.cargoSize} />
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={ids('vehicleCategory')}>
            <Trans>What it carries</Trans>
          </label>
          <input className={styles.control} maxLength={60} placeholder={t`Sedan, Used cars (4 units)…`} list={ids('categories')} {...field('vehicleCategory')} {...register('vehicleCategory')} />
          {/* The categories buyers read in their language (mfe-freight VEHICLE_CATEGORY_LABEL); other text shows as written. */}
          <datalist id={ids('categories')}>
            {VEHICLE_CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <FieldMessage id={ids('vehicleCategory-error')} error={errors.vehicleCategory} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Terms and price</Trans>
        </legend>
        <div className={styles.field}>
          <label htmlFor={ids('freLine')}>
            <Trans>Shipping line</Trans>
          </label>
          <select className={styles.control} {...field('freLine')} {...register('freLine')}>
            <option value="">{t`Choose…`}</option>
            {lines.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
          <FieldMessage id={ids('freLine-error')} error={errors.freLine} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids('tradeCondition')}>
            <Trans>Trade condition</Trans>
          </label>
          <select className={styles.control} {...field('tradeCondition')} {...register('tradeCondition')}>
            {TRADE_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids('paymentMethod')}>
            <Trans>Payment terms</Trans>
          </label>
          <input className={styles.control} maxLength={60} {...field('paymentMethod')} {...register('paymentMethod')} />
          <FieldMessage id={ids('paymentMethod-error')} error={errors.paymentMethod} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids('price')}>
            <Trans>Price per unit or container</Trans>
          </label>
          <div className={styles.priceBox}>
            <span className={styles.currency} aria-hidden="true">
              USD
            </span>
            <input className={styles.control} inputMode="numeric" autoComplete="off" disabled={onRequest} {...field('price')} {...register('price')} />
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...register('priceOnRequest')} />
            <Trans>Price on request</Trans>
          </label>
          <FieldMessage id={ids('price-error')} error={errors.price} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Dates</Trans>
        </legend>
        <div className={styles.field}>
          <label htmlFor={ids('depositExpirationDate')}>
            <Trans>Deposit deadline</Trans>
          </label>
          <input type="date" className={styles.control} {...field('depositExpirationDate')} {...register('depositExpirationDate')} />
          <FieldMessage id={ids('depositExpirationDate-error')} error={errors.depositExpirationDate} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids('dptEstimateDate')}>
            <Trans>Departure (estimated)</Trans>
          </label>
          <input type="date" className={styles.control} {...field('dptEstimateDate')} {...register('dptEstimateDate')} />
          <FieldMessage id={ids('dptEstimateDate-error')} error={errors.dptEstimateDate} />
        </div>
        <p className={`${styles.hintText} ${styles.wide}`}>
          <Trans>Buyers see a countdown to the end of the day after the deposit deadline; then the offer closes everywhere.</Trans>
        </p>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Note for buyers</Trans>
        </legend>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={ids('notice')}>
            <Trans>Note (optional, shown on the offer)</Trans>
          </label>
          <textarea className={`${styles.control} ${styles.textarea}`} rows={3} maxLength={500} {...field('notice')} {...register('notice')} />
          <FieldMessage id={ids('notice-error')} error={errors.notice} />
        </div>
      </fieldset>

      {save.isError && (
        <p className={styles.formError} role="alert">
          <SaveError error={save.error} />
        </p>
      )}
      <div className={styles.submitRow}>
        <Button type="submit" variant="primary" loading={save.isPending}>
          <Send size={18} aria-hidden="true" />
          {isNew ? <Trans>Publish the offer</Trans> : <Trans>Save changes</Trans>}
        </Button>
        <Link to={paths.deskOffers} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

/** Sold out / open again / end now, each after a confirmation. */
function OfferActions({ offer, onDone }: { offer: StaffOffer; onDone: (saved: StaffOffer, action: Action) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Action | null>(null);
  const act = useMutation({ mutationFn: (action: Action) => setOfferStatus(offer.freRateLegacyId, action), onSuccess: (saved, action) => (setAsking(null), onDone(saved, action)) });
  const number = offer.freRateLegacyId;
  const questions: Record<Action, { title: string; message: string; confirm: string }> = {
    SOLD_OUT: { title: t`Mark offer ${number} sold out?`, message: t`Buyers see SOLD OUT on its card and can no longer book it. You can open it again later.`, confirm: t`Mark sold out` },
    REOPEN: { title: t`Open offer ${number} again?`, message: t`Buyers can book it again until its deadline.`, confirm: t`Open again` },
    END: { title: t`End offer ${number} now?`, message: t`It closes everywhere at once and disappears from the offers page and the home page. This cannot be undone; duplicate it to offer the lane again.`, confirm: t`End now` },
  };
  const q = asking ? questions[asking] : null;
  return (
    <div className={styles.actions}>
      {offer.status === 'LIVE' && (
        <Button variant="secondary" onClick={() => setAsking('SOLD_OUT')}>
          <Ban size={18} aria-hidden="true" />
          <Trans>Mark sold out</Trans>
        </Button>
      )}
      {offer.status === 'SOLD_OUT' && (
        <Button variant="secondary" onClick={() => setAsking('REOPEN')}>
          <RotateCcw size={18} aria-hidden="true" />
          <Trans>Open again</Trans>
        </Button>
      )}
      {offer.status !== 'EXPIRED' && (
        <Button variant="secondary" onClick={() => setAsking('END')}>
          <Square size={18} aria-hidden="true" />
          <Trans>End now</Trans>
        </Button>
      )}
      <Link to={`${paths.deskNewOffer}?from=${number}`} className={buttonClassName({ variant: 'secondary' })}>
        <Copy size={18} aria-hidden="true" />
        <Trans>Duplicate</Trans>
      </Link>
      {offer.status !== 'EXPIRED' && (
        <a className={buttonClassName({ variant: 'secondary' })} href={spotDetailUrl(number, offer.arvCountryNm)} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={18} aria-hidden="true" />
          <Trans>See it as buyers do</Trans>
        </a>
      )}
      <DeskConfirm
        open={q !== null}
        title={q?.title ?? ''}
        message={q?.message ?? ''}
        confirmLabel={q?.confirm ?? ''}
        busy={act.isPending}
        onCancel={() => (act.reset(), setAsking(null))}
        onConfirm={() => asking && act.mutate(asking)}
      >
        {act.isError && (
          <p className={styles.formError} role="alert">
            <ErrorText lead={<Trans>Nothing was changed.</Trans>} error={act.error} />
          </p>
        )}
      </DeskConfirm>
    </div>
  );
}

/** /desk/offers/new (`?from=` a copy) and /desk/offers/{id}: the offer form, its status actions and its trail. */
export function OfferPage() {
  const { t } = useLingui();
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const isNew = idParam === 'new';
  const id = isNew ? null : /^[1-9]\d{0,9}$/.test(idParam ?? '') ? Number(idParam) : Number.NaN;
  const fromId = isNew && /^[1-9]\d{0,9}$/.test(search.get('from') ?? '') ? Number(search.get('from')) : null;
  const offer = useOffer(Number.isNaN(id) ? null : (id ?? fromId));
  const choices = useOfferChoices();
  const unread = useUnreadTotal();
  const [done, setDone] = useState<string | null>(null);
  const labels = useOfferLabels();
  useDeskTitle(unread, isNew ? t`New spot offer` : t`Offer ${idParam ?? ''}`);

  const saved = async (o: StaffOffer, message: string) => {
    setDone(message);
    client.setQueryData(offerKey(o.freRateLegacyId), (old: { offer: StaffOffer } | undefined) => (old ? { ...old, offer: o } : old));
    await client.invalidateQueries({ queryKey: offersKey });
  };

  const back = (
    <Link to={paths.deskOffers} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      <Trans>All offers</Trans>
    </Link>
  );
  if (Number.isNaN(id)) {
    return (
      <section className={styles.page}>
        {back}
        <DeskError message={<Trans>There is no such offer.</Trans>} />
      </section>
    );
  }
  const loadingOffer = (id !== null || fromId !== null) && offer.isPending;
  if (loadingOffer || choices.isPending) return <DeskLoader />;
  if (offer.isError || choices.isError) {
    const notFound = offer.error instanceof ApiError && offer.error.status === 404;
    return (
      <section className={styles.page}>
        {back}
        <DeskError
          message={notFound ? <Trans>There is no such offer.</Trans> : <Trans>The offer could not be loaded.</Trans>}
          onRetry={notFound ? undefined : () => void Promise.all([offer.refetch(), choices.refetch()])}
        />
      </section>
    );
  }
  const current = id !== null ? (offer.data?.offer ?? null) : null;
  const initial = current ? offerToForm(current) : fromId !== null && offer.data ? offerToForm(offer.data.offer, true) : emptyOffer();
  const tone = current ? statusTone[current.status] : null;

  return (
    <section className={styles.page} aria-labelledby="offer-title">
      {back}
      <div className={styles.pageHead}>
        <h1 id="offer-title" className={styles.title}>
          {current ? <Trans>Spot offer {current.freRateLegacyId}</Trans> : <Trans>New spot offer</Trans>}
        </h1>
        {current && (
          <span className={`${card.pill} ${tone === 'ok' ? card.pillOk : tone === 'bad' ? card.pillBad : card.pillOff}`} data-testid="offer-status">
            {labels.status[current.status]}
          </span>
        )}
      </div>
      {fromId !== null && (
        <p className={styles.hintText}>
          <Trans>A copy of offer {fromId}, with new dates: check them, then publish.</Trans>
        </p>
      )}
      <p className={styles.done} role="status">
        {done}
      </p>
      {current && <OfferActions offer={current} onDone={(o, action) => void saved(o, action === 'SOLD_OUT' ? t`Offer ${o.freRateLegacyId} is sold out.` : action === 'REOPEN' ? t`Offer ${o.freRateLegacyId} is open again.` : t`Offer ${o.freRateLegacyId} has ended.`)} />}
      <div className={styles.layout}>
        <OfferForm
          // A new form for another offer (or once the saved one comes back).
          key={current ? `${current.freRateLegacyId}:${current.updatedAt}` : `new:${fromId ?? ''}`}
          offer={current}
          initial={initial}
          choices={choices.data}
          onSaved={(o) => {
            if (current) void saved(o, t`Saved. Buyers see the change now.`);
            else {
              void client.invalidateQueries({ queryKey: offersKey });
              navigate(deskOfferUrl(o.freRateLegacyId));
              setDone(t`Offer ${o.freRateLegacyId} is live: buyers see it now.`);
            }
          }}
        />
        {current && offer.data && <ChangeTrail activity={offer.data.activity} labelOf={(k) => labels.activity[k]} empty={<Trans>No change since the offer was loaded into the site.</Trans>} testId="offer-trail" />}
      </div>
    </section>
  );
}

export default OfferPage;
