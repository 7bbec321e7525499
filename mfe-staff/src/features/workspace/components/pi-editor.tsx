import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Plus, Send, Trash2 } from 'lucide-react';
import { piAmount, type StaffPiBody } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { dotDay } from '@forwarder/shared/format';
import { DeskConfirm } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { money, number } from '../../../components/format';
import { useExchangeRate } from '../api/get-exchange-rate';
import { postPi } from '../api/post-pi';
import { editorTotals, emptyLine, localDay, PI_MAX_ITEMS, PI_UNIT_MAX, PiEditorSchema, piEditorDefaults, toPiBody, type PiEditorInput, type PiEditorOutput } from '../model';
import { PiPreviewModal } from './pi-preview-modal';
import styles from './pi-editor.module.css';

/** Props of PiEditor. */
export interface PiEditorProps {
  bookingId: number;
  customerName: string;
  /** The buyer's language, named in the desk's language (the mail and the PDF use it). */
  customerLanguage: string;
  /** The invoice was issued (its id). */
  onIssued: (piId: number) => void;
  /** Close the editor without issuing. */
  onCancel: () => void;
}

/** An error message under a field, tied to it by id. */
function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {error.message}
    </p>
  );
}

/**
 * The proforma invoice editor: lines of description, quantity, unit and unit price (whole USD)
 * with their totals and the grand total live, USD or EUR at today's rate from the exchange
 * service (the EUR amount rounded up as the buyer sees it), the due date, a memo printed on the
 * P.I and whether the buyer may download it. "Preview" shows the exact PDF; "Issue" asks first,
 * then mails the buyer. The form keeps every value when a call fails.
 */
export function PiEditor({ bookingId, customerName, customerLanguage, onIssued, onCancel }: PiEditorProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const ids = { due: useId(), memo: useId(), rate: useId() };
  const lineId = useId();
  const { register, control, handleSubmit, setValue, setFocus, formState } = useForm<PiEditorInput, unknown, PiEditorOutput>({
    resolver: valibotResolver(PiEditorSchema),
    defaultValues: piEditorDefaults(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'itemList' });
  const lines = useWatch({ control, name: 'itemList' });
  const curr = useWatch({ control, name: 'curr' });
  const rate = useExchangeRate(curr === 'EUR');
  const eurRate = curr === 'EUR' ? (rate.data?.rate ?? null) : null;
  const { lineTotals, totalUsd, amount } = editorTotals(lines, curr, eurRate);
  const rateText = rate.data ? number(rate.data.rate, locale, 4) : null;
  const rateDay = rate.data ? dotDay(rate.data.updateDate.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')) : null;
  const errors = formState.errors;
  const submitted = formState.isSubmitted;

  // Opened from "New P.I": the cursor starts in the first line.
  useEffect(() => setFocus('itemList.0.description'), [setFocus]);

  // The rate the invoice carries: today's, while EUR is chosen; none in USD.
  useEffect(() => {
    setValue('currRate', curr === 'EUR' ? (rate.data?.rate ?? 0) : 0, { shouldValidate: submitted });
  }, [curr, rate.data, setValue, submitted]);

  const [previewBody, setPreviewBody] = useState<StaffPiBody | null>(null);
  const [issueBody, setIssueBody] = useState<StaffPiBody | null>(null);
  const issue = useMutation({
    mutationFn: (body: StaffPiBody) => postPi(body),
    onSuccess: ({ data }) => {
      setIssueBody(null);
      onIssued(data);
    },
    onError: () => setIssueBody(null),
  });

  const toBody = (values: PiEditorOutput) => toPiBody(bookingId, values);
  const onPreview = handleSubmit((values) => {
    issue.reset();
    setPreviewBody(toBody(values));
  });
  const onIssue = handleSubmit((values) => {
    issue.reset();
    setIssueBody(toBody(values));
  });

  const issueAmount = issueBody ? money(piAmount(issueBody.itemList.reduce((s, i) => s + i.total, 0), issueBody.curr, issueBody.currRate), issueBody.curr, locale) : '';

  return (
    <form className={styles.editor} onSubmit={(e) => void onIssue(e)} noValidate aria-labelledby={`${lineId}-title`} data-testid="pi-editor">
      <h3 id={`${lineId}-title`} className={styles.title}>
        <Trans>New proforma invoice</Trans>
      </h3>
      <p className={styles.lead}>
        <Trans>Amounts are whole US dollars. The buyer sees the newest P.I that is not withdrawn.</Trans>
      </p>

      <fieldset className={styles.lines}>
        <legend className={styles.legend}>
          <Trans>Items</Trans>
        </legend>
        <div className={styles.lineHead} aria-hidden="true">
          <span>
            <Trans>Description</Trans>
          </span>
          <span>
            <Trans>Quantity</Trans>
          </span>
          <span>
            <Trans>Unit</Trans>
          </span>
          <span className={styles.num}>
            <Trans>Unit price (USD)</Trans>
          </span>
          <span className={styles.num}>
            <Trans>Line total</Trans>
          </span>
          <span />
        </div>
        <ol className={styles.lineList}>
          {fields.map((field, i) => {
            const n = i + 1;
            const e = errors.itemList?.[i];
            const id = (name: string) => `${lineId}-${i}-${name}`;
            const described = (name: string, err: FieldError | undefined) => (err ? `${id(name)}-error` : undefined);
            const lineTotal = lineTotals[i];
            return (
              <li key={field.id} className={styles.line} data-testid="pi-line">
                <span className={styles.lineNumber} aria-hidden="true">
                  {n}
                </span>
                <div className={styles.cellDescription}>
                  <label htmlFor={id('description')} className={styles.cellLabel}>
                    <Trans>Description, line {n}</Trans>
                  </label>
                  <input
                    id={id('description')}
                    className={styles.input}
                    maxLength={200}
                    autoComplete="off"
                    aria-invalid={e?.description ? true : undefined}
                    aria-describedby={described('description', e?.description)}
                    {...register(`itemList.${i}.description`)}
                  />
                  <FieldMessage id={`${id('description')}-error`} error={e?.description} />
                </div>
                <div className={styles.cellQuantity}>
                  <label htmlFor={id('quantity')} className={styles.cellLabel}>
                    <Trans>Quantity, line {n}</Trans>
                  </label>
                  <input
                    id={id('quantity')}
                    className={`${styles.input} ${styles.num}`}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={e?.quantity ? true : undefined}
                    aria-describedby={described('quantity', e?.quantity)}
                    {...register(`itemList.${i}.quantity`)}
                  />
                  <FieldMessage id={`${id('quantity')}-error`} error={e?.quantity} />
                </div>
                <div className={styles.cellUnit}>
                  <label htmlFor={id('unit')} className={styles.cellLabel}>
                    <Trans>Unit, line {n}</Trans>
                  </label>
                  <input
                    id={id('unit')}
                    className={styles.input}
                    maxLength={PI_UNIT_MAX}
                    autoComplete="off"
                    aria-invalid={e?.unit ? true : undefined}
                    aria-describedby={described('unit', e?.unit)}
                    {...register(`itemList.${i}.unit`)}
                  />
                  <FieldMessage id={`${id('unit')}-error`} error={e?.unit} />
                </div>
                <div className={styles.cellPrice}>
                  <label htmlFor={id('price')} className={styles.cellLabel}>
                    <Trans>Unit price in USD, line {n}</Trans>
                  </label>
                  <input
                    id={id('price')}
                    className={`${styles.input} ${styles.num}`}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-invalid={e?.unitPrice ? true : undefined}
                    aria-describedby={described('price', e?.unitPrice)}
                    {...register(`itemList.${i}.unitPrice`)}
                  />
                  <FieldMessage id={`${id('price')}-error`} error={e?.unitPrice} />
                </div>
                <div className={styles.cellTotal}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    <Trans>Line total</Trans>
                  </span>
                  <span className={styles.lineTotal} data-testid="pi-line-total">
                    {lineTotal == null ? '–' : money(lineTotal, 'USD', locale)}
                  </span>
                </div>
                <div className={styles.cellRemove}>
                  <Button variant="ghost" className={styles.remove} onClick={() => remove(i)} disabled={fields.length === 1} aria-label={t`Remove line ${n}`}>
                    <Trash2 size={18} aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.itemList?.root?.message && <p className={styles.fieldError}>{errors.itemList.root.message}</p>}
        <Button variant="secondary" className={styles.add} onClick={() => append(emptyLine())} disabled={fields.length >= PI_MAX_ITEMS}>
          <Plus size={18} aria-hidden="true" />
          <Trans>Add a line</Trans>
        </Button>
      </fieldset>

      <div className={styles.settings}>
        <fieldset className={styles.currency}>
          <legend className={styles.fieldLabel}>
            <Trans>Currency</Trans>
          </legend>
          <div className={styles.radios}>
            {(['USD', 'EUR'] as const).map((c) => (
              <label key={c} className={styles.radio}>
                <input type="radio" value={c} aria-describedby={c === 'EUR' ? [ids.rate, errors.currRate ? `${ids.rate}-error` : ''].filter(Boolean).join(' ') : undefined} {...register('curr')} />
                {c}
              </label>
            ))}
          </div>
          {curr === 'EUR' && (
            <div id={ids.rate} className={styles.rate} data-testid="pi-rate">
              {rate.isPending ? (
                <Trans>Getting today's rate…</Trans>
              ) : rate.isError ? (
                <span className={styles.rateProblem}>
                  <Trans>Today's EUR rate could not be loaded.</Trans>{' '}
                  <button type="button" className={styles.textButton} onClick={() => void rate.refetch()}>
                    <Trans>Try again</Trans>
                  </button>
                </span>
              ) : rateText && rateDay ? (
                <Trans>
                  Today's rate: 1 USD = {rateText} EUR ({rateDay})
                </Trans>
              ) : null}
            </div>
          )}
          <FieldMessage id={`${ids.rate}-error`} error={errors.currRate} />
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={ids.due} className={styles.fieldLabel}>
            <Trans>Due date</Trans>
          </label>
          <input id={ids.due} type="date" className={styles.input} min={localDay()} aria-invalid={errors.dueDtm ? true : undefined} aria-describedby={errors.dueDtm ? `${ids.due}-error` : undefined} {...register('dueDtm')} />
          <FieldMessage id={`${ids.due}-error`} error={errors.dueDtm} />
        </div>
        <div className={`${styles.field} ${styles.memo}`}>
          <label htmlFor={ids.memo} className={styles.fieldLabel}>
            <Trans>Memo (printed on the P.I)</Trans>
          </label>
          <textarea id={ids.memo} className={`${styles.input} ${styles.textarea}`} rows={2} maxLength={2000} aria-invalid={errors.memo ? true : undefined} aria-describedby={errors.memo ? `${ids.memo}-error` : undefined} {...register('memo')} />
          <FieldMessage id={`${ids.memo}-error`} error={errors.memo} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...register('downloadable')} />
          <Trans>The buyer can download the PDF</Trans>
        </label>
      </div>

      <dl className={styles.totals} aria-live="polite" data-testid="pi-totals">
        <div className={styles.totalRow}>
          <dt>
            <Trans>Total (USD)</Trans>
          </dt>
          <dd data-testid="pi-total-usd">{money(totalUsd, 'USD', locale)}</dd>
        </div>
        {curr === 'EUR' && (
          <div className={`${styles.totalRow} ${styles.grand}`}>
            <dt>
              <Trans>Amount in EUR (rounded up)</Trans>
            </dt>
            <dd data-testid="pi-total-eur">{amount === null ? '–' : money(amount, 'EUR', locale)}</dd>
          </div>
        )}
      </dl>

      {issue.isError && (
        <p className={styles.formError} role="alert">
          <ErrorText lead={<Trans>The P.I was not issued; your entries are kept.</Trans>} error={issue.error} />
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="secondary" onClick={(e) => void onPreview(e)}>
          <Eye size={18} aria-hidden="true" />
          <Trans>Preview PDF</Trans>
        </Button>
        <Button type="submit" variant="primary" loading={issue.isPending}>
          <Send size={18} aria-hidden="true" />
          <Trans>Issue P.I</Trans>
        </Button>
      </div>

      <PiPreviewModal
        body={previewBody}
        customerName={customerName}
        onClose={() => setPreviewBody(null)}
        onIssue={() => {
          if (previewBody) setIssueBody(previewBody);
        }}
      />
      <DeskConfirm
        open={issueBody !== null}
        title={<Trans>Issue this P.I?</Trans>}
        message={<Trans>{customerName} gets a mail in {customerLanguage} with a link to the booking, and sees the P.I for {issueAmount} on their booking page.</Trans>}
        confirmLabel={t`Issue and mail`}
        busy={issue.isPending}
        onConfirm={() => issueBody && issue.mutate(issueBody)}
        onCancel={() => setIssueBody(null)}
      />
    </form>
  );
}
