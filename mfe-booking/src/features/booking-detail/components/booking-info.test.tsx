import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { useCurrency, useSession, useVisitorCountry } from '@forwarder/shared/stores';
import { BookingInfo } from './booking-info';
import type { BookingDetail } from '@forwarder/shared/contract';
import { booking } from '../../../test/booking-fixture';
import { messages as ruMessages } from '../../../locales/ru/messages';
import { MilestoneTimeline } from './milestone-timeline';


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

describe('a priced total follows the display currency and the price mask, like the offers (issue 28)', () => {
  const priced = { ...booking, freight: { oceanFreight: 1200, surcharge: 50, total: 1250 } };
  const show = () =>
    render(
      <I18nProvider i18n={i18n}>
        <BookingInfo booking={priced} />
      </I18nProvider>,
    );
  beforeEach(() => {
    useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
    useSession.setState({ status: 'signed-out', user: null });
    useVisitorCountry.setState({ status: 'done', code: 'C0820', error: false });
  });

  it('in USD', () => {
    show();
    expect(screen.getByTestId('info-freight')).toHaveTextContent('1,250 USD');
  });

  it('in EUR: USD x rate, rounded up', () => {
    useCurrency.setState({ curr: 'EUR', rate: 0.9213, ttl: Date.now() + 60_000 });
    show();
    expect(screen.getByTestId('info-freight')).toHaveTextContent('1,152 EUR');
  });

  it('masked for the price-masked test account', () => {
    useSession.setState({ status: 'signed-in', user: { ...priced.regUser, mobileCountry: null, mobileNumber: null, flagSubscribe: false, role: 'USER', priceMasked: true } });
    show();
    expect(screen.getByTestId('info-freight')).toHaveTextContent('*,***');
    expect(screen.getByTestId('info-freight')).not.toHaveTextContent('1,250');
  });
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

it('names a quotation item in the page language, never by its codes (issue 28)', () => {
  const quoted: BookingDetail = {
    ...booking,
    flagSpot: false,
    itemList: [
      {
        itemName: 'Hyundai Tucson',
        itemDetail: '2019, 2.0 CRDi, 1.4 t',
        cargoSize: null,
        quote: { category: 'CAR', loadingWeight: 1.4, year: 2019, make: 'Hyundai', model: 'Tucson', detailedModel: '2.0 CRDi', fuel: 'GASOLINE', runs: true, services: ['INSPECTION', 'DOCUMENTS'], containerSize: null },
      },
    ],
  };
  const show = () =>
    render(
      <I18nProvider i18n={i18n}>
        <BookingInfo booking={quoted} />
      </I18nProvider>,
    );
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const en = show();
  expect(screen.getByText('Car Hyundai Tucson')).toBeVisible();
  expect(screen.getByTestId('item-detail')).toHaveTextContent('2019, 2.0 CRDi, Gasoline, 1.4 t, Runs, Pre-delivery inspection, Shipping documents');
  en.unmount();

  i18n.loadAndActivate({ locale: 'ru', messages: ruMessages });
  const ru = show();
  try {
    expect(screen.getByText('Легковой автомобиль Hyundai Tucson')).toBeVisible();
    const detail = screen.getByTestId('item-detail').textContent ?? '';
    expect(detail).toContain('1,4 t');
    expect(detail).not.toMatch(/GASOLINE|INSPECTION|DOCUMENTS|Gasoline|Runs/);
  } finally {
    ru.unmount();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});

it("names a spot booking's vehicle category in the page language, and its container size as its offer's card does (issue 28)", () => {
  const spot: BookingDetail = { ...booking, flagSpot: true, itemList: [{ itemName: 'Used cars (4 units)', itemDetail: '', cargoSize: 'HQ40', quote: null }] };
  i18n.loadAndActivate({ locale: 'ru', messages: ruMessages });
  const ru = render(
    <I18nProvider i18n={i18n}>
      <BookingInfo booking={spot} />
    </I18nProvider>,
  );
  try {
    expect(screen.getByText('Подержанные автомобили (4 шт.)')).toBeVisible();
    expect(screen.getByText('40HQ')).toBeVisible();
    expect(screen.queryByText(/Used cars|HQ40/)).toBeNull();
  } finally {
    ru.unmount();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});
