/** Spot offers for the unit tests. */
import type { SpotFreight } from '@forwarder/shared/contract';

/* Dates relative to today, so the countdown rules hold whatever day the suite runs. */
const pad = (n: number) => String(n).padStart(2, '0');
export function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function offer(id: number, over: Partial<SpotFreight> = {}): SpotFreight {
  return {
    freRateLegacyId: id,
    isActive: true,
    depositExpirationDate: day(3),
    dptEstimateDate: '2031-01-15',
    dptCountry: 'C1570',
    dptCountryNm: 'S.Korea',
    dptPort: 'KRINC',
    dptPortNm: 'Incheon',
    arvCountry: 'C1571',
    arvCountryNm: 'Nigeria',
    arvPort: `P${id}`,
    arvPortNm: `Port ${id}`,
    cargoType: 'RORO',
    vehicleCategory: 'Sedan',
    cargoSize: null,
    tradeCondition: 'FOB',
    freLine: 'C030',
    freLineNm: 'Line',
    paymentMethod: 'T/T',
    costDisplay: 1000,
    notice: null,
    ...over,
  };
}

export const many = (n: number) => Array.from({ length: n }, (_, i) => offer(i + 1));

