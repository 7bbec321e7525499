/** Test data of the booking pages: the demo customer's booking 42 (Incheon to Tema, three items, ASK PRICE). */
import type { BookingDetail } from '@forwarder/shared/contract';

export const booking: BookingDetail = {
  bookingId: 42,
  regDtm: '2026-11-01T10:00:00.000Z',
  bookingStep: 'STEP2',
  bookingStepNm: 'Request reviewed',
  cargoType: 'RORO',
  cargoTypeNm: 'Ro-Ro',
  dptCountry: 'C1570',
  dptCountryNm: 'Korea, Republic of',
  dptPortNm: 'Incheon',
  arvCountry: 'C0820',
  arvCountryNm: 'Ghana',
  arvPortNm: 'Tema',
  flagDel: false,
  flagInquiry: true,
  flagSpot: true,
  itemList: [
    { itemName: 'SUV', itemDetail: 'this is detail', cargoSize: null, quote: null },
    { itemName: 'Sedan', itemDetail: 'null', cargoSize: 'FT20', quote: null },
    { itemName: 'Truck', itemDetail: 'Blue, 2019', cargoSize: 'FT40', quote: null },
  ],
  memo: { content: '' },
  freight: { oceanFreight: 0, surcharge: 0, total: 0 },
  curr: 'USD',
  currRate: 0,
  regUser: { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', countryNm: 'Ghana', mobileCountry: '233', mobileNumber: '201234567' },
  milestones: [],
};
