/**
 * The quotation wizard's answers, its steps, their persistence and labels (spec 2 "Quotation
 * wizard"); its rules are in `form.ts`.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuoteCategory, QuoteRequest, QuoteTerm } from '@forwarder/shared/contract';
import type { QuotationValues } from '@forwarder/shared/validation';

/** The wizard's steps in order. */
export const STEPS = ['route', 'type', 'item', 'quote', 'request'] as const;
/** A wizard step. */
export type Step = (typeof STEPS)[number];

/** The wizard's answers as typed (numbers as text until sent; '' for nothing chosen yet): the input of its rules. */
export type WizardValues = QuotationValues;

/** Everything the wizard has been told, and the step it is at. */
export type WizardState = WizardValues & { step: Step };

/** A fresh wizard. */
export const emptyWizard = (): WizardState => ({
  step: 'route', dptPort: '', arvPort: '', cargoType: '', category: '', loadingWeight: '', year: '', make: '', model: '', detailedModel: '', fuel: '', runs: '', services: [], containerSize: '',
});

/** The answers without the step. */
export const valuesOf = ({ step: _step, ...values }: WizardState): WizardValues => values;

/** sessionStorage key of the wizard (kept across the sign-in detour, gone with the tab). */
export const WIZARD_KEY = 'freight:quotation';

/** The saved wizard, or null. */
export function loadWizard(): WizardState | null {
  try {
    const raw = sessionStorage.getItem(WIZARD_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<WizardState>;
    const base = emptyWizard();
    const merged = { ...base, ...saved };
    return STEPS.includes(merged.step) ? merged : base;
  } catch {
    return null;
  }
}

/** Save the wizard (storage may be blocked: then it only lives in memory). */
export function saveWizard(s: WizardState): void {
  try {
    sessionStorage.setItem(WIZARD_KEY, JSON.stringify(s));
  } catch {
    /* private mode with storage blocked */
  }
}

/** Forget the wizard (after a booking request). */
export function clearWizard(): void {
  try {
    sessionStorage.removeItem(WIZARD_KEY);
  } catch {
    /* nothing saved */
  }
}

/** Labels of the item categories. */
export const CATEGORY_LABEL: Record<QuoteCategory, MessageDescriptor> = {
  CAR: msg`Car`,
  TRUCK: msg`Truck`,
  BUS: msg`Bus`,
  EQUIPMENT: msg`Equipment`,
  NONE: msg`None of these`,
};

/** Labels of the fuel types. */
export const FUEL_LABEL: Record<QuoteRequest['item']['fuel'], MessageDescriptor> = {
  GASOLINE: msg`Gasoline`,
  DIESEL: msg`Diesel`,
  HYBRID: msg`Hybrid`,
  ELECTRIC: msg`Electric`,
  LPG: msg`LPG`,
  OTHER: msg`Other`,
};

/** Labels of what a quote includes or excludes. */
export const TERM_LABEL: Record<QuoteTerm, MessageDescriptor> = {
  OCEAN_FREIGHT: msg`Ocean freight`,
  KOREA_INLAND: msg`Inland transport in Korea`,
  EXPORT_CUSTOMS: msg`Export customs clearance`,
  LOADING: msg`Container loading and shoring`,
  LASHING: msg`Loading and lashing on the vessel`,
  INSPECTION: msg`Pre-delivery inspection`,
  DOCUMENTS: msg`Shipping documents incl. original certificate of origin`,
  NON_RUNNER: msg`Handling of a non-running vehicle`,
  HEAVY: msg`Extra weight`,
  DESTINATION_CHARGES: msg`Destination port and terminal charges`,
  IMPORT_DUTIES: msg`Import duties and taxes`,
  INSURANCE: msg`Marine insurance`,
};
