import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch, type RefCallBack } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import type { QuoteAnswer, QuotePort, QuoteRequest } from '@forwarder/shared/contract';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatDate } from '@forwarder/shared/format';
import { paths, spotConfirmedUrl } from '@forwarder/shared/paths';
import { Link, useLocation, useNavigate } from '@forwarder/shared/router';
import { useSession } from '@forwarder/shared/stores';
import { AlertModal, Button, ErrorPanel, Price, Select, Skeleton, TextInput } from '@forwarder/shared/ui';
import { ContactForm, type ContactFormValues } from '../../../components/contact-form';
import { PageBanner } from '../../../components/page-banner';
import { registerBuyer } from '../../../lib/register-buyer';
import { useQuotePorts } from '../api/get-quote-ports';
import { postQuote } from '../api/post-quote';
import { postQuoteBooking } from '../api/post-quote-booking';
import { firstIncompleteStep, quoteRequestOf, quotationSchema, STEP_FIELDS } from '../form';
import {
  CATEGORY_LABEL, clearWizard, emptyWizard, FUEL_LABEL, loadWizard, saveWizard, STEPS, TERM_LABEL, valuesOf, type Step, type WizardState, type WizardValues,
} from '../model';
import styles from './quotation-page.module.css';

const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** A group of radio buttons drawn as large choice cards; `ref` is the fieldset (focused when the group is invalid). */
function Choices<T extends string>({ legend, name, value, options, onChange, error, id, ref }: { legend: ReactNode; name: string; value: T | ''; options: Array<{ value: T; label: ReactNode }>; onChange: (v: T) => void; error?: string; id: string; ref?: Ref<HTMLFieldSetElement> }) {
  return (
    <fieldset ref={ref} className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} id={id} tabIndex={-1}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** What a wizard choice hands the control that draws it (`chosen` in QuotationPage). */
interface ChoiceProps {
  id: string;
  ref: RefCallBack;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Quotation wizard (spec 2 "Quotation wizard"): 1 ports of loading and discharge, 2 Ro-Ro or
 * Container, 3 the item, then the quote computed by the api (in the selected currency, with
 * what is and is not included), then the booking request (review, contact information,
 * additional request, submit) with the price-change notice. The state is kept in
 * sessionStorage, so signing in from the request step returns here (/after-login).
 */
export default function QuotationPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const afterLogin = pathname.endsWith('/after-login');
  const signedIn = useSession((s) => s.status === 'signed-in');
  // Back from signing in (/after-login): the wizard continues at its booking request. A saved
  // step past an answer the rules refuse goes back to that answer's step.
  const [saved] = useState<WizardState>(() => {
    const state = loadWizard() ?? emptyWizard();
    const incomplete = firstIncompleteStep(valuesOf(state));
    if (incomplete === null) return afterLogin ? { ...state, step: 'request' } : state;
    return STEPS.indexOf(state.step) > STEPS.indexOf(incomplete) ? { ...state, step: incomplete } : state;
  });
  const [step, setStep] = useState<Step>(saved.step);
  const { control, register, trigger, getValues, getFieldState, clearErrors, formState } = useForm<WizardValues, unknown, QuoteRequest>({
    resolver: valibotResolver(quotationSchema),
    // Every rule of the step at once: the container size is checked beside the item's fields.
    criteriaMode: 'all',
    defaultValues: valuesOf(saved),
  });
  // Every answer renders the wizard again (the review, the quote's request) and is saved.
  const watched = useWatch({ control });
  const w = getValues();
  const errors = formState.errors;
  const [failed, setFailed] = useState(false);
  const requestId = useRef(newRequestId());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ports = useQuotePorts();
  const baseId = useId();

  useEffect(() => saveWizard({ ...getValues(), step }), [watched, step, getValues]);

  // The quote and request steps need the price, computed by the api for exactly these answers.
  const priced = step === 'quote' || step === 'request';
  const quoteRequest = priced ? quoteRequestOf(w) : null;
  const quoteQuery = useQuery({
    queryKey: ['svc', 'quote', quoteRequest],
    queryFn: () => postQuote(quoteRequest!),
    enabled: quoteRequest !== null,
    staleTime: 60_000,
  });
  const quote: QuoteAnswer | null = priced ? (quoteQuery.data ?? null) : null;
  const quoteError = quoteQuery.isError;

  const stepIndex = STEPS.indexOf(step);
  /** After a change: a field showing an error is checked again, so the error goes once it is fixed. */
  const recheck = (name: keyof WizardValues) => {
    if (getFieldState(name).error) void trigger(name);
  };
  const go = (to: Step) => {
    setStep(to);
    clearErrors();
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const next = async () => {
    const fields = step === 'route' || step === 'type' || step === 'item' ? STEP_FIELDS[step] : [];
    // The step's rules; react-hook-form focuses its first invalid field.
    if (fields.length && !(await trigger([...fields], { shouldFocus: true }))) return;
    go(STEPS[stepIndex + 1]!);
  };
  /** A text field of the wizard; `filter` keeps what typing may put in it. */
  const text = (name: 'loadingWeight' | 'year' | 'make' | 'model' | 'detailedModel', filter?: (typed: string) => string) => {
    const field = register(name, { onChange: () => recheck(name) });
    return {
      ...field,
      id: `${baseId}-${name}`,
      error: errors[name]?.message,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        if (filter) e.target.value = filter(e.target.value);
        return field.onChange(e);
      },
    };
  };

  const portOptions = (list: QuotePort[]) =>
    list.map((p) => ({ value: p.port, label: `${p.portNm}, ${countryNameIn(p.country, i18n.locale, p.country)}` })).sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const loading = useMemo(() => portOptions(ports.data?.loading ?? []), [ports.data, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const discharge = useMemo(() => portOptions(ports.data?.discharge ?? []), [ports.data, i18n.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  const portLabel = (code: string, list: Array<{ value: string; label: string }>) => list.find((o) => o.value === code)?.label ?? code;

  const submitRequest = async (values: ContactFormValues) => {
    try {
      await registerBuyer({
        name: values.name,
        email: values.email,
        country: values.country,
        mobileCountry: values.mobileCountry,
        mobileNumber: values.mobileNumber,
        flagSubscribe: true,
        lang: i18n.locale === 'es' || i18n.locale === 'ru' ? i18n.locale : 'en',
      });
      const email = values.email.trim().toLowerCase();
      // The quote the buyer saw: the booking keeps its price while it holds, even if staff change the rates meanwhile.
      const bookingId = await postQuoteBooking({ quote: quoteRequestOf(getValues())!, email, memo: values.memo, curr: values.curr, currRate: values.currRate, currDate: values.currDate, requestId: requestId.current, quotedAt: quote?.quotedAt });
      clearWizard();
      try {
        sessionStorage.setItem(`freight:confirmed:${bookingId}`, email);
      } catch {
        /* the confirmation page reads the address back from the URL */
      }
      void navigate(spotConfirmedUrl(bookingId, email), { replace: true });
    } catch (err) {
      console.error('[quote booking] failed', err, err instanceof ApiError ? err.errorCode : '');
      setFailed(true);
    }
  };

  const stepTitles: Record<Step, string> = {
    route: t`Destination`,
    type: t`Shipping type`,
    item: t`Item to ship`,
    quote: t`Your quote`,
    request: t`Booking request`,
  };

  const quoteBox = quoteError ? (
    <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void quoteQuery.refetch()} />
  ) : !quote ? (
    <div className={styles.quoteBox} aria-busy="true">
      <Skeleton height={48} />
      <Skeleton height={160} />
    </div>
  ) : (
    <div className={styles.quoteBox}>
      <p className={styles.total}>
        <span>
          <Trans>Estimated total</Trans>
        </span>
        <Price usd={quote.totalUsd} className={styles.totalValue} />
      </p>
      <p className={styles.valid}>
        <Trans>Valid until {formatDate(quote.validUntil)}</Trans>
      </p>
      <table className={styles.lines}>
        <caption className="visually-hidden">
          <Trans>Price lines</Trans>
        </caption>
        <tbody>
          {quote.lines.map((l) => (
            <tr key={l.term}>
              <th scope="row">{i18n._(TERM_LABEL[l.term])}</th>
              <td>
                <Price usd={l.usd} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.terms}>
        <div>
          <h3 className={styles.h3}>
            <Trans>Included</Trans>
          </h3>
          <ul className={styles.termList}>
            {quote.included.map((k) => (
              <li key={k}>
                <Check aria-hidden="true" size={16} className={styles.yes} />
                {i18n._(TERM_LABEL[k])}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.h3}>
            <Trans>Not included</Trans>
          </h3>
          <ul className={styles.termList}>
            {quote.excluded.map((k) => (
              <li key={k}>
                <X aria-hidden="true" size={16} className={styles.no} />
                {i18n._(TERM_LABEL[k])}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.notice} role="note">
        <Trans>The quoted price may change at booking; any increase must be paid. Schedules may change.</Trans>
      </p>
    </div>
  );

  /**
   * A choice of the wizard (a select or a group of choice cards): its value and errors from the
   * form, and a changed choice checked again when it shows an error.
   */
  const chosen = (name: 'dptPort' | 'arvPort' | 'fuel' | 'cargoType' | 'category' | 'runs' | 'containerSize', draw: (props: ChoiceProps) => ReactElement) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        draw({
          id: `${baseId}-${name}`,
          ref: field.ref,
          value: field.value,
          onChange: (value: string) => {
            field.onChange(value);
            recheck(name);
          },
          onBlur: field.onBlur,
          error: fieldState.error?.message,
        })
      }
    />
  );
  /** A select of the wizard (ports, fuel). */
  const select = (name: 'dptPort' | 'arvPort' | 'fuel', label: string, options: Array<{ value: string; label: string }>, placeholder: string) =>
    chosen(name, (props) => <Select {...props} label={label} options={options} placeholder={placeholder} required={name !== 'fuel' || undefined} />);
  /** A group of choice cards of the wizard. */
  const choices = (name: 'cargoType' | 'category' | 'runs' | 'containerSize', legend: string, options: Array<{ value: string; label: string }>) =>
    chosen(name, ({ onBlur: _onBlur, ...props }) => <Choices {...props} legend={legend} name={name} options={options} />);

  let body: ReactNode;
  if (step === 'route')
    body = ports.isError ? (
      <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void ports.refetch()} />
    ) : (
      <div className={styles.grid2}>
        {select('dptPort', t`Port of loading`, loading, t`Select a port`)}
        {select('arvPort', t`Port of discharge`, discharge, t`Select a port`)}
      </div>
    );
  else if (step === 'type')
    body = choices('cargoType', t`How should it travel?`, [
      { value: 'RORO', label: t`Ro-Ro (driven onto the vessel)` },
      { value: 'CONT', label: t`Container (20ft or 40HQ)` },
    ]);
  else if (step === 'item')
    body = (
      <div className={styles.itemGrid}>
        {choices('category', t`Category`, (Object.keys(CATEGORY_LABEL) as Array<keyof typeof CATEGORY_LABEL>).map((k) => ({ value: k, label: i18n._(CATEGORY_LABEL[k]) })))}
        <div className={styles.grid2}>
          <TextInput label={t`Loading weight (tons)`} inputMode="decimal" {...text('loadingWeight', (s) => s.replace(/[^\d.]/g, '').slice(0, 5))} />
          <TextInput label={t`Vehicle year`} inputMode="numeric" {...text('year', (s) => s.replace(/\D/g, '').slice(0, 4))} />
          <TextInput label={t`Make`} maxLength={60} {...text('make')} />
          <TextInput label={t`Model`} maxLength={60} {...text('model')} />
          <TextInput label={t`Detailed model (optional)`} maxLength={100} {...text('detailedModel')} />
          {select('fuel', t`Fuel type`, (Object.keys(FUEL_LABEL) as Array<keyof typeof FUEL_LABEL>).map((k) => ({ value: k, label: i18n._(FUEL_LABEL[k]) })), t`Select`)}
        </div>
        {choices('runs', t`Does the vehicle run?`, [{ value: 'yes', label: t`Yes` }, { value: 'no', label: t`No` }])}
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <Trans>Additional services</Trans>
              </legend>
              <div className={styles.choices}>
                {(['INSPECTION', 'DOCUMENTS'] as const).map((s) => (
                  <label key={s} className={styles.choice}>
                    <input type="checkbox" checked={field.value.includes(s)} onChange={() => field.onChange(field.value.includes(s) ? field.value.filter((x) => x !== s) : [...field.value, s])} />
                    <span>{i18n._(TERM_LABEL[s])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        {w.cargoType === 'CONT' && choices('containerSize', t`Container size`, [{ value: 'FT20', label: '20ft' }, { value: 'HQ40', label: '40HQ' }])}
      </div>
    );
  else if (step === 'quote') body = quoteBox;
  else
    body = (
      <div className={styles.request}>
        <section aria-labelledby={`${baseId}-review`} className={styles.review}>
          <h3 id={`${baseId}-review`} className={styles.h3}>
            <Trans>Review</Trans>
          </h3>
          <dl className={styles.reviewList}>
            <div>
              <dt>
                <Trans>Route</Trans>
              </dt>
              <dd>
                {portLabel(w.dptPort, loading)} → {portLabel(w.arvPort, discharge)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Shipping type</Trans>
              </dt>
              <dd>{w.cargoType === 'RORO' ? t`Ro-Ro` : `${t`Container`} ${w.containerSize === 'FT20' ? '20ft' : '40HQ'}`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Item</Trans>
              </dt>
              <dd>
                {w.category && i18n._(CATEGORY_LABEL[w.category])} · {w.year} {w.make} {w.model} {w.detailedModel}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Estimated total</Trans>
              </dt>
              <dd>{quote ? <Price usd={quote.totalUsd} align="start" /> : <Skeleton width={120} />}</dd>
            </div>
          </dl>
          <p className={styles.notice} role="note">
            <Trans>The quoted price may change at booking; any increase must be paid. Schedules may change.</Trans>
          </p>
        </section>
        <section aria-labelledby={`${baseId}-contact`}>
          <h3 id={`${baseId}-contact`} className={styles.h3}>
            <Trans>Contact information</Trans>
          </h3>
          {!signedIn && (
            <p className={styles.signIn}>
              <Trans>Already have an account?</Trans>{' '}
              <Link to={paths.signInAfterQuotation} onClick={() => saveWizard({ ...getValues(), step: 'request' })}>
                <Trans>Sign in</Trans>
              </Link>
            </p>
          )}
          <ContactForm key={signedIn ? 'user' : 'visitor'} idPrefix={`${baseId}-c`} onSubmit={submitRequest} submitLabel={<Trans>Submit booking request</Trans>} memoLabel={<Trans>Additional request (optional)</Trans>} />
        </section>
      </div>
    );

  return (
    <>
      <PageBanner title={t`Shipping quotation`} lead={t`Get an all-in price from Korea in three steps, then request your booking.`} />
      <div className={styles.page}>
        <ol className={styles.progress} aria-label={t`Steps`}>
          {STEPS.map((s, i) => (
            <li key={s} className={i === stepIndex ? styles.current : i < stepIndex ? styles.done : ''} aria-current={i === stepIndex ? 'step' : undefined}>
              <span className={styles.stepNo}>{i + 1}</span>
              <span className={styles.stepName}>{stepTitles[s]}</span>
            </li>
          ))}
        </ol>
        <section className={styles.panel} aria-labelledby={`${baseId}-title`}>
          <h2 id={`${baseId}-title`} ref={headingRef} tabIndex={-1} className={styles.h2}>
            {stepTitles[step]}
          </h2>
          {body}
          <div className={styles.nav}>
            {stepIndex > 0 && (
              <Button variant="secondary" onClick={() => go(STEPS[stepIndex - 1]!)}>
                <ArrowLeft aria-hidden="true" size={18} />
                <Trans>Back</Trans>
              </Button>
            )}
            {step !== 'request' && (
              <Button variant={step === 'quote' ? 'cta' : 'primary'} className={styles.next} onClick={() => void next()} disabled={step === 'quote' && !quote}>
                {step === 'item' ? <Trans>Get my quote</Trans> : step === 'quote' ? <Trans>Request booking</Trans> : <Trans>Next</Trans>}
                <ArrowRight aria-hidden="true" size={18} />
              </Button>
            )}
          </div>
        </section>
      </div>
      <AlertModal
        open={failed}
        tone="warning"
        message={t`An error occurred. Please try again.`}
        onClose={() => {
          setFailed(false);
          void navigate(paths.home);
        }}
      />
    </>
  );
}
