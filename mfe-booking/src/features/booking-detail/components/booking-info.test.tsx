import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import type { BookingDetail } from '@forwarder/shared/contract';
import { BookingInfo } from './booking-info';
import { MilestoneTimeline } from './milestone-timeline';

const booking: BookingDetail = {
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
    { itemName: 'SUV', itemDetail: 'this is detail', cargoSize: null },
    { itemName: 'Sedan', itemDetail: 'null', cargoSize: 'FT20' },
    { itemName: 'Truck', itemDetail: 'Blue, 2019', cargoSize: 'FT40' },
  ],
  memo: { content: '' },
  freight: { oceanFreight: 0, surcharge: 0, total: 0 },
  curr: 'USD',
  currRate: 0,
  regUser: { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', countryNm: 'Ghana', mobileCountry: '233', mobileNumber: '201234567' },
  milestones: [],
};

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

it('shows ASK PRICE for a total of 0 and "-" for the placeholder item details', () => {
  render(
    <I18nProvider i18n={i18n}>
      <BookingInfo booking={booking} />
    </I18nProvider>,
  );
  expect(screen.getByTestId('info-freight')).toHaveTextContent('ASK PRICE');
  expect(screen.getAllByTestId('item-detail').map((el) => el.textContent)).toEqual(['-', '-', 'Blue, 2019']);
  expect(screen.getByText('+233 201234567')).toBeVisible();
});

it('shows a priced total in USD', () => {
  render(
    <I18nProvider i18n={i18n}>
      <BookingInfo booking={{ ...booking, freight: { oceanFreight: 1200, surcharge: 50, total: 1250 } }} />
    </I18nProvider>,
  );
  expect(screen.getByTestId('info-freight')).toHaveTextContent('USD 1,250');
});

it('names the route and the requester country in the interface language', () => {
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <BookingInfo booking={booking} />
    </I18nProvider>,
  );
  try {
    expect(screen.getByText('Tema, Гана')).toBeVisible();
    expect(screen.getByText('Гана', { exact: true })).toBeVisible();
  } finally {
    unmount();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});

it('the progress names the staff member who moved each step (the desk records it)', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <MilestoneTimeline
        booking={{
          ...booking,
          milestones: [
            { bookingStep: 'STEP1', regDtm: '2026-11-01T10:00:00.000Z', staffName: null },
            { bookingStep: 'STEP2', regDtm: '2026-11-02T10:00:00.000Z', staffName: 'Mina Park' },
          ],
        }}
      />
    </I18nProvider>,
  );
  const steps = screen.getByTestId('milestones').querySelectorAll('li');
  expect(steps[0]).not.toHaveTextContent(' by ');
  expect(steps[1]).toHaveTextContent('by Mina Park');
});
