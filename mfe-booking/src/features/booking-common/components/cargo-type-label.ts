import { useLingui } from '@lingui/react/macro';
import type { BookingCargoType } from '@forwarder/shared/contract';

/** The translated names of the shipping types. */
export function useCargoTypeLabels(): Record<BookingCargoType, string> {
  const { t } = useLingui();
  return { RORO: t`Ro-Ro`, CONT: t`Container`, CONS: t`Consolidation`, BULK: t`Bulk` };
}
