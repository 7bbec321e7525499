import { useLingui } from '@lingui/react/macro';
import type { OfferActivity, StaffOffer, StaffOfferStatus } from '@forwarder/shared/contract';

/** The desk's names for an offer's status, cargo and trail lines. */
export function useOfferLabels() {
  const { t } = useLingui();
  const status: Record<StaffOfferStatus, string> = { LIVE: t`Live`, SOLD_OUT: t`Sold out`, EXPIRED: t`Ended` };
  const cargoType: Record<StaffOffer['cargoType'], string> = { RORO: t`RoRo`, CONT: t`Container` };
  const size: Record<NonNullable<StaffOffer['cargoSize']>, string> = { FT20: t`20 ft`, FT40: t`40 ft`, HQ40: t`40 ft high cube`, HQ45: t`45 ft high cube`, FT45: t`45 ft` };
  const activity: Record<OfferActivity['kind'], string> = { CREATED: t`Published`, EDITED: t`Edited`, SOLD_OUT: t`Marked sold out`, REOPENED: t`Opened again`, ENDED: t`Ended early` };
  /** "RoRo · Sedan", "Container 40 ft high cube · Used cars (4 units)". */
  const cargo = (o: Pick<StaffOffer, 'cargoType' | 'cargoSize' | 'vehicleCategory'>) =>
    `${cargoType[o.cargoType]}${o.cargoSize ? ` ${size[o.cargoSize]}` : ''} · ${o.vehicleCategory}`;
  return { status, cargoType, size, activity, cargo };
}

/** The pill class of a status (live green, sold out grey, ended red). */
export const statusTone = { LIVE: 'ok', SOLD_OUT: 'off', EXPIRED: 'bad' } as const;
