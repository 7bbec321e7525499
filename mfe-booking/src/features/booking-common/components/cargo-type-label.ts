import { useLingui } from '@lingui/react';
import type { BookingCargoType } from '@forwarder/shared/contract';
import { cargoTypeLabels, translateLabels } from '@forwarder/shared/format';

/** The translated names of the shipping types. */
export function useCargoTypeLabels(): Record<BookingCargoType, string> {
  return translateLabels(cargoTypeLabels, useLingui().i18n);
}
