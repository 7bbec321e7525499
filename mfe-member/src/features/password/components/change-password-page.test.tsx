import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@forwarder/shared/stores';
import { activateEnglish, currentPath, demoUser, renderAt, stubFetch } from '../../../test/render-route';

const TOKEN = 'B'.repeat(32);
beforeAll(activateEnglish);

it('validates, sends the token with the new password hash and shows the completion view', async () => {
  const calls = stubFetch({ 'PUT /cmn/user/password': { status: 200, body: { ok: true } } });
  const { user } = renderAt(`/member/change-password/${TOKEN}`);
  await user.type(await screen.findByLabelText('New password'), 'short');
  expect(await screen.findByText('Password must be 8 characters or more.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'Enough#1');
  await user.type(screen.getByLabelText('Confirm new password'), 'other');
  expect(await screen.findByText('please enter your password again')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('Confirm new password'), 'shortEnough#1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your Password Complete! Please Sign in with new password.')).toBeInTheDocument();
  expect(calls[0]?.body).toEqual({ emailHash: TOKEN, pwd: expect.stringMatching(/^[0-9a-f]{64}$/) });
});

it('shows the failure message', async () => {
  stubFetch({ 'PUT /cmn/user/password': { status: 400, body: { errorCode: 'TOKEN_INVALID', message: 'x' } } });
  const { user } = renderAt(`/member/change-password/${TOKEN}`);
  await user.type(await screen.findByLabelText('New password'), 'Enough#12');
  await user.type(screen.getByLabelText('Confirm new password'), 'Enough#12');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(within(await screen.findByRole('alertdialog')).getByText('Password change failed. Please try again.')).toBeInTheDocument();
});

it('sends an empty hash to /', async () => {
  stubFetch({});
  renderAt('/member/change-password/');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('a booking mail\'s set-password link signs the new account in and goes to the booking', async () => {
  const calls = stubFetch({
    'PUT /cmn/user/password': { status: 200, body: { ok: true, bookingId: 57 } },
    'GET /cmn/auth/user': { status: 200, body: demoUser },
  });
  const { user } = renderAt(`/member/change-password/${TOKEN}?booking=57`);
  expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
  expect(screen.getByText('Set a password of 8 or more characters to follow booking 57 in My Booking.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'Enough#12');
  await user.type(screen.getByLabelText('Confirm new password'), 'Enough#12');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
  await waitFor(() => expect(currentPath()).toBe('/my-booking-list/detail/57'));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /cmn/user/password', 'GET /cmn/auth/user']);
  expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { email: demoUser.email } });
});
