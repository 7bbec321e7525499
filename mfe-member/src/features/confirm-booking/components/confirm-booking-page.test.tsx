import { screen, waitFor } from '@testing-library/react';
import { activateEnglish, currentPath, renderAt, stubFetch } from '../../../test/render-route';

const TOKEN = 'B'.repeat(32);
beforeAll(activateEnglish);

const booking = {
  bookingId: 41,
  regDtm: '2026-11-20T09:00:00.000Z',
  bookingStep: 'STEP1',
  bookingStepNm: 'Request submitted',
  cargoType: 'CONT',
  cargoTypeNm: 'Container',
  dptCountry: 'C1570',
  dptCountryNm: 'South Korea',
  dptPortNm: 'Busan',
  arvCountry: 'C0820',
  arvCountryNm: 'Ghana',
  arvPortNm: 'Tema',
  flagDel: false,
  flagInquiry: true,
  flagSpot: true,
  itemList: [{ itemName: 'Compact cars', itemDetail: '', cargoSize: 'FT40', quote: null }],
  memo: { content: '' },
  freight: { oceanFreight: 1200, surcharge: 0, total: 1200 },
  curr: 'USD',
  currRate: 0,
  requesterEmail: 'owner@example.com',
  pendingOwner: true,
  milestones: [{ bookingStep: 'STEP1', regDtm: '2026-11-20T09:00:00.000Z', staffName: null }],
};

it('shows the booking, changes nothing on load, and adds it with the button once', async () => {
  const calls = stubFetch({ 'GET /svc/booking/claim': { status: 200, body: booking }, 'PUT /svc/booking/claim': { status: 200, body: { bookingId: 41 } } });
  const { user } = renderAt(`/member/confirm-booking/${TOKEN}`);
  expect(await screen.findByText('Busan, South Korea')).toBeInTheDocument();
  expect(screen.getByText('Tema, Ghana')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Add to my bookings' }));
  expect(await screen.findByText('Booking 41 is now in your bookings.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/member/sign-in');
  expect(calls.filter((c) => c.method === 'PUT').map(({ method, url, body }) => ({ method, url, body }))).toEqual([{ method: 'PUT', url: '/svc/booking/claim', body: { token: TOKEN } }]);
  expect(screen.getByTestId('confirm-booking-done')).toHaveFocus();
});

it('says so when the link is not valid, used or expired', async () => {
  stubFetch({ 'GET /svc/booking/claim': { status: 400, body: { errorCode: 'TOKEN_INVALID', message: 'x' } } });
  renderAt(`/member/confirm-booking/${TOKEN}`);
  expect(await screen.findByText('This link is not valid, was already used or has expired.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('button', { name: 'Add to my bookings' })).toBeNull();
});

it('keeps the booking on screen and says why when adding fails', async () => {
  stubFetch({ 'GET /svc/booking/claim': { status: 200, body: booking }, 'PUT /svc/booking/claim': { status: 400, body: { errorCode: 'TOKEN_INVALID', message: 'x' } } });
  const { user } = renderAt(`/member/confirm-booking/${TOKEN}`);
  await user.click(await screen.findByRole('button', { name: 'Add to my bookings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid, was already used or has expired.');
  expect(screen.getByText('Busan, South Korea')).toBeInTheDocument();
});

it('sends an empty token to /', async () => {
  stubFetch({});
  renderAt('/member/confirm-booking/%20');
  await waitFor(() => expect(currentPath()).toBe('/'));
});
