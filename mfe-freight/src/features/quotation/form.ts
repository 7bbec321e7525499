/**
 * The quotation wizard's rules, by step: the api's own (QuoteRequestSchema, through
 * `@forwarder/shared/validation`) with the wizard's messages. Apart from model.ts, so the pages
 * that only name a quotation's parts (its labels) do not load the rules.
 */
import * as v from 'valibot';
import type { QuoteRequest } from '@forwarder/shared/contract';
import { quotationFormSchema } from '@forwarder/shared/validation';
import { freightFormMessages } from '../../components/form-messages';
import type { Step, WizardValues } from './model';

/**
 * The wizard's rules: the api's QuoteRequestSchema field by field, with the wizard's messages,
 * turning the typed answers into the api's request (react-hook-form's resolver; `criteriaMode:
 * 'all'`, so the container size is checked beside the other fields).
 */
export const quotationSchema = quotationFormSchema(freightFormMessages);

/** The fields each step asks for, in screen order (focus goes to the first invalid one). */
export const STEP_FIELDS = {
  route: ['dptPort', 'arvPort'],
  type: ['cargoType'],
  item: ['category', 'loadingWeight', 'year', 'make', 'model', 'detailedModel', 'fuel', 'runs', 'services', 'containerSize'],
} as const satisfies Partial<Record<Step, ReadonlyArray<keyof WizardValues>>>;

/** The api request of complete answers, or null while any rule fails. */
export function quoteRequestOf(values: WizardValues): QuoteRequest | null {
  const r = v.safeParse(quotationSchema, values);
  return r.success ? r.output : null;
}

/** The first of the answering steps (route, type, item) with a field the rules refuse; null when all are complete. */
export function firstIncompleteStep(values: WizardValues): 'route' | 'type' | 'item' | null {
  const r = v.safeParse(quotationSchema, values);
  if (r.success) return null;
  const invalid = new Set(r.issues.map((i) => v.getDotPath(i)));
  return (['route', 'type', 'item'] as const).find((step) => STEP_FIELDS[step].some((f) => invalid.has(f))) ?? 'item';
}
