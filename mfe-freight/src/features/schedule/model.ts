/** Rules of the schedule page that do not depend on React (spec 2 sections 2, 4 and 9). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { COUNTRY_CODES } from '@forwarder/shared/country-codes';
import { SCHEDULE_PAGE_SIZE, type VesselTypeCode } from '@forwarder/shared/contract';

/** The three vessel types, in tab order. */
export const VESSEL_TYPE_CODES: readonly VesselTypeCode[] = ['C010', 'C020', 'C050'];

/** Vessel type names (spec 2 section 3). */
export const VESSEL_TYPE_LABEL: Record<VesselTypeCode, MessageDescriptor> = {
  C010: msg`Container`,
  C020: msg`Ro-Ro`,
  C050: msg`Consolidation`,
};

/** Prefix of the destination path segment. */
const SUFFIX_PREFIX = 'South-Korea-to-';

/**
 * Toggle `code` in a multi-select filter (spec 2 section 4): an empty list means All; adding
 * the last missing one of the available codes (when there is more than one) clears the filter.
 */
export function toggleCode(selected: readonly string[], code: string, available: readonly string[]): string[] {
  const next = selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
  if (available.length > 1 && available.every((c) => next.includes(c))) return [];
  return next;
}

/** The next page to load after `loaded` pages, or undefined when the last has been loaded (page <= ceil(total / 30)). */
export function nextPage(loaded: number, totalCount: number): number | undefined {
  const next = loaded + 1;
  return next <= Math.ceil(totalCount / SCHEDULE_PAGE_SIZE) ? next : undefined;
}

/** The api country code named by a `South-Korea-to-{country-name}` path segment, or null. */
export function countryFromSuffix(segment: string | undefined): string | null {
  if (!segment?.startsWith(SUFFIX_PREFIX)) return null;
  const slug = decodeURIComponent(segment.slice(SUFFIX_PREFIX.length)).toLowerCase();
  const row = COUNTRY_CODES.find(([, , nameEn]) => nameEn.trim().replace(/\s+/g, '-').toLowerCase() === slug);
  return row ? row[0] : null;
}

/** The English name (the URL's form) of an api country code, or null. */
export function englishNameOf(code: string): string | null {
  return COUNTRY_CODES.find(([c]) => c === code)?.[2] ?? null;
}
