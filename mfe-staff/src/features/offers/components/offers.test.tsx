import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOffer, StaffOfferList } from '@forwarder/shared/contract';
import { activateSharedEnglish, currentUrl, installFakeEventSource, renderAt, stubFetch, type SeenCall } from '../../../test/render-desk';
import { localDay } from '../../workspace/model';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

function offer(id: number, over: Partial<StaffOffer> = {}): StaffOffer {
  return {
    freRateLegacyId: id,
    isActive: true,
    depositExpirationDate: '2026-12-03',
    dptEstimateDate: '2026-12-06',
    dptCountry: 'C1570',
    dptCountryNm: 'South Korea',
    dptPort: 'KRPTK',
    dptPortNm: 'Pyeongtaek',
    arvCountry: 'C0820',
    arvCountryNm: 'Ghana',
    arvPort: 'GHTEM',
    arvPortNm: 'Tema',
    cargoType: 'RORO',
    vehicleCategory: 'Sedan',
    cargoSize: null,
    tradeCondition: 'CFR',
    freLine: 'C300',
    freLineNm: 'Sallaum Lines',
    paymentMethod: 'T/T (Bank Transfer)',
    costDisplay: 1250,
    notice: null,
    status: 'LIVE',
    bookingCount: 2,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-26T01:00:00.000Z',
    updatedBy: { id: 3, name: 'Mina Park' },
    ...over,
  };
}

const CHOICES = {
  loading: [
    { port: 'KRINC', portNm: 'Incheon', country: 'C1570' },
    { port: 'KRPTK', portNm: 'Pyeongtaek', country: 'C1570' },
  ],
  discharge: [{ port: 'GHTEM', portNm: 'Tema', country: 'C0820' }],
  lines: [{ code: 'C300', name: 'Sallaum Lines' }],
};

const listOf = (list: StaffOffer[], over: Partial<StaffOfferList> = {}): StaffOfferList => ({ list, total: list.length, page: 1, counts: { LIVE: 1, SOLD_OUT: 1, EXPIRED: 1 }, ...over });
const common = { 'GET /staff/unread': { status: 200, body: { unreadTotal: 0 } }, 'GET /staff/offer/choices': { status: 200, body: CHOICES } };

it('lists the offers with their status counts, and the status and keyword live in the URL', async () => {
  const calls = stubFetch({
    ...common,
    'GET /staff/offers': (c: SeenCall) => ({ status: 200, body: listOf(c.query.get('status') === 'SOLD_OUT' ? [offer(240108, { status: 'SOLD_OUT', isActive: false })] : [offer(240101)]) }),
  });
  const { user } = renderAt('/desk/offers');
  const row = await screen.findByTestId('offer-row');
  expect(row).toHaveTextContent('240101');
  expect(row).toHaveTextContent('Pyeongtaek');
  expect(row).toHaveTextContent('Tema, Ghana');
  expect(row).toHaveTextContent('USD 1,250');
  expect(row).toHaveTextContent('Deposit 2026.12.03 · sails 2026.12.06');
  expect(row).toHaveTextContent('Live');
  expect(row).toHaveTextContent('2 bookings');
  expect(row).toHaveAttribute('href', '/desk/offers/240101');
  const statuses = screen.getByRole('list', { name: 'Offer status' });
  expect(within(statuses).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(statuses).getByRole('link', { name: 'Sold out 1' }));
  await waitFor(() => expect(screen.getByTestId('offer-row')).toHaveTextContent('240108'));
  expect(currentUrl()).toBe('/desk/offers?status=SOLD_OUT');
  await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'tema{Enter}');
  expect(currentUrl()).toBe('/desk/offers?status=SOLD_OUT&q=tema');
  expect(calls.filter((c) => c.url.startsWith('/staff/offers')).at(-1)?.url).toBe('/staff/offers?status=SOLD_OUT&q=tema');
});

it('publishes a new offer only once every field makes sense, each failure named at its field', async () => {
  const calls = stubFetch({
    ...common,
    'POST /staff/offers': { status: 201, body: { data: offer(240152, { bookingCount: 0 }) } },
    'GET /staff/offer': { status: 200, body: { offer: offer(240152, { bookingCount: 0 }), activity: [{ id: 1, at: '2026-11-27T01:00:00.000Z', kind: 'CREATED', staff: { id: 3, name: 'Mina Park' }, detail: 'Pyeongtaek -> Tema, 1190 USD' }] } },
  });
  const { user } = renderAt('/desk/offers/new');
  const form = await screen.findByTestId('offer-form');
  expect(within(form).getByRole('combobox', { name: 'Port of loading' })).toHaveFocus();
  const publish = within(form).getByRole('button', { name: 'Publish the offer' });
  await user.click(publish);
  expect(await within(form).findByText('Choose the port of loading.')).toBeInTheDocument();
  expect(within(form).getByText('Choose the port of discharge.')).toBeInTheDocument();
  expect(within(form).getByText('Choose the shipping line.')).toBeInTheDocument();

  await user.selectOptions(within(form).getByRole('combobox', { name: 'Port of loading' }), 'KRPTK');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Port of discharge' }), 'GHTEM');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Shipping line' }), 'C300');
  await user.type(within(form).getByRole('combobox', { name: 'What it carries' }), 'Sedan');
  await user.type(within(form).getByRole('textbox', { name: 'Price per unit or container' }), '-5');
  const deadline = within(form).getByLabelText('Deposit deadline');
  await user.clear(deadline);
  await user.type(deadline, localDay(12));
  await user.click(within(form).getByRole('radio', { name: 'Container' }));
  await user.click(publish);
  expect(await within(form).findByText(/Enter the price in whole US dollars/)).toBeInTheDocument();
  expect(within(form).getByText('The deposit deadline must be on or before the departure.')).toBeInTheDocument();
  expect(within(form).getByText('Choose the container size.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.click(within(form).getByRole('radio', { name: 'RoRo' }));
  await user.clear(within(form).getByRole('textbox', { name: 'Price per unit or container' }));
  await user.type(within(form).getByRole('textbox', { name: 'Price per unit or container' }), '1,190');
  await user.clear(deadline);
  await user.type(deadline, localDay(4));
  await user.click(publish);
  await waitFor(() => expect(currentUrl()).toBe('/desk/offers/240152'));
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.body).toEqual({
    dptPort: 'KRPTK',
    arvPort: 'GHTEM',
    cargoType: 'RORO',
    cargoSize: null,
    vehicleCategory: 'Sedan',
    tradeCondition: 'CFR',
    freLine: 'C300',
    paymentMethod: 'T/T (Bank Transfer)',
    costDisplay: 1190,
    depositExpirationDate: localDay(4),
    dptEstimateDate: localDay(10),
    notice: null,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Spot offer 240152' })).toBeInTheDocument();
  expect(screen.getByText('Offer 240152 is live: buyers see it now.')).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('offer-trail')).toHaveTextContent('Published · Mina Park');
});

it('marks an offer sold out after a confirmation', async () => {
  let current = offer(240101);
  const calls = stubFetch({
    ...common,
    'GET /staff/offer': () => ({ status: 200, body: { offer: current, activity: [] } }),
    'POST /staff/offer/status': () => {
      current = offer(240101, { status: 'SOLD_OUT', isActive: false });
      return { status: 200, body: { data: current } };
    },
  });
  const { user } = renderAt('/desk/offers/240101');
  await user.click(await screen.findByRole('button', { name: 'Mark sold out' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Mark offer 240101 sold out?' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark sold out' }));
  await waitFor(() => expect(screen.getByTestId('offer-status')).toHaveTextContent('Sold out'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'SOLD_OUT' });
  expect(screen.getByRole('button', { name: 'Open again' })).toBeInTheDocument();
});
