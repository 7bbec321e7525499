/** The quotation wizard's state, its step rules and its persistence (spec 2 "Quotation wizard"). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuoteCategory, QuoteRequest, QuoteTerm } from '@forwarder/shared/contract';

/** The wizard's steps in order. */
export const STEPS = ['route', 'type', 'item', 'quote', 'request'] as const;
/** A wizard step. */
export type Step = (typeof STEPS)[number];

/** Everything the wizard has been told, as typed (numbers as text until sent). */
export interface WizardState {
  step: Step;
  dptPort: string;
  arvPort: string;
  cargoType: 'RORO' | 'CONT' | '';
  category: QuoteCategory | '';
  loadingWeight: string;
  year: string;
  make: string;
  model: string;
  detailedModel: string;
  fuel: QuoteRequest['item']['fuel'] | '';
  runs: 'yes' | 'no' | '';
  services: Array<'INSPECTION' | 'DOCUMENTS'>;
  containerSize: 'FT20' | 'HQ40' | '';
  memo: string;
}

/** A fresh wizard. */
export const emptyWizard = (): WizardState => ({
  step: 'route', dptPort: '', arvPort: '', cargoType: '', category: '', loadingWeight: '', year: '', make: '', model: '', detailedModel: '', fuel: '', runs: '', services: [], containerSize: '', memo: '',
});

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

/** Field errors of a step, keyed by field; empty when the step is complete. */
export function stepErrors(s: WizardState, step: Step, thisYear = new Date().getFullYear()): Partial<Record<keyof WizardState, MessageDescriptor>> {
  const e: Partial<Record<keyof WizardState, MessageDescriptor>> = {};
  const required = msg`This field is required`;
  if (step === 'route') {
    if (!s.dptPort) e.dptPort = required;
    if (!s.arvPort) e.arvPort = required;
  }
  if (step === 'type' && !s.cargoType) e.cargoType = msg`Choose Ro-Ro or Container`;
  if (step === 'item') {
    if (!s.category) e.category = required;
    const w = Number(s.loadingWeight);
    if (!s.loadingWeight.trim()) e.loadingWeight = required;
    else if (!Number.isFinite(w) || w < 0.1 || w > 60) e.loadingWeight = msg`Enter a weight between 0.1 and 60 tons`;
    const y = Number(s.year);
    if (!s.year.trim()) e.year = required;
    else if (!/^\d{4}$/.test(s.year.trim()) || y < 1950 || y > thisYear + 1) e.year = msg`Enter a year between 1950 and next year`;
    if (!s.make.trim()) e.make = required;
    if (!s.model.trim()) e.model = required;
    if (!s.fuel) e.fuel = required;
    if (!s.runs) e.runs = required;
    if (s.cargoType === 'CONT' && !s.containerSize) e.containerSize = required;
  }
  return e;
}

/** The api request of a complete wizard. */
export function toQuoteRequest(s: WizardState): QuoteRequest {
  return {
    dptPort: s.dptPort,
    arvPort: s.arvPort,
    cargoType: s.cargoType as 'RORO' | 'CONT',
    item: {
      category: s.category as QuoteCategory,
      loadingWeight: Number(s.loadingWeight),
      year: Number(s.year),
      make: s.make.trim(),
      model: s.model.trim(),
      detailedModel: s.detailedModel.trim(),
      fuel: s.fuel as QuoteRequest['item']['fuel'],
      runs: s.runs === 'yes',
      services: s.services,
      containerSize: s.cargoType === 'CONT' ? (s.containerSize as 'FT20' | 'HQ40') : null,
    },
  };
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
