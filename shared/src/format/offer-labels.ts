/**
 * `@forwarder/shared/offer-labels`: how an offer's cargo reads, wherever a buyer sees it (the
 * offers and their bookings): container sizes as on the quay, and the vehicle categories staff
 * write on offers ("Used cars (4 units)") in the page language. Not part of ./format: its
 * messages are translated in the catalogs of the apps that show them (mfe-freight, mfe-booking;
 * their lingui.config.ts include this file, the shared catalog leaves it out).
 */
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/** Trade labels of the container sizes (the contract's, which the api's demo invoices use too). */
export { CARGO_SIZE_LABEL } from '../contract/freight';

/**
 * The vehicle categories staff publish offers with (the desk's form suggests them), named in the
 * page language (issue 28: "Used cars (4 units)" stayed English on es and ru pages). Another text
 * an offer carries is shown as staff wrote it.
 */
export const VEHICLE_CATEGORY_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  Sedan: msg`Sedan`,
  SUV: msg`SUV`,
  Van: msg`Van`,
  Bus: msg`Bus`,
  Truck: msg`Truck`,
  Trucks: msg`Trucks`,
  'Pickup truck': msg`Pickup truck`,
  'Pickup trucks': msg`Pickup trucks`,
  'Heavy equipment': msg`Heavy equipment`,
  'Spare parts': msg`Spare parts`,
  'Used cars': msg`Used cars`,
  'Compact cars': msg`Compact cars`,
};

/** An offer's vehicle category in the page language: "Used cars (4 units)" -> "Autos usados (4 unidades)". */
export function vehicleCategoryText(text: string, i18n: I18n): string {
  const m = /^(.*?)\s*\((\d{1,4}) units?\)$/.exec(text.trim());
  const base = (m ? m[1]! : text).trim();
  const label = VEHICLE_CATEGORY_LABEL[base];
  if (!label) return text;
  const name = i18n._(label);
  if (!m) return name;
  const units = Number(m[2]);
  return i18n._(msg`${name} (${plural(units, { one: '# unit', other: '# units' })})`);
}
