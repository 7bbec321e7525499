import { create } from 'zustand';
import { isValidCountryCode } from './visitor-country';
import { readStorage, storageKeys, writeStorage } from './storage';

/** The country the visitor chose in the language/country/currency dialog; null until they choose one. */
export interface DisplayCountryState {
  code: string | null;
}

/**
 * The display country: a preference for what the pages show, kept apart from the detected
 * country (`useVisitorCountry`, the `ip-country` cache). The Korea rules (sign-up block, notice
 * popup, spot list, price masking) follow the detected country only, so choosing a country in
 * the dialog can never lift them (spec 1 sections 4 and 8).
 */
export const useDisplayCountry = create<DisplayCountryState>(() => {
  const saved = readStorage(storageKeys.displayCountry);
  return { code: isValidCountryCode(saved) ? saved : null };
});

/** Save the chosen display country (null forgets it). */
export function setDisplayCountry(code: string | null): void {
  writeStorage(storageKeys.displayCountry, code);
  useDisplayCountry.setState({ code });
}
