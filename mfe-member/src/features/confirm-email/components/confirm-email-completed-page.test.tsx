import { screen, waitFor, within } from '@testing-library/react';
import { activateEnglish, currentPath, renderAt, stubFetch } from '../../../test/render-route';

const TOKEN = 'A'.repeat(32);
beforeAll(activateEnglish);

it('confirms once on load and welcomes the user with a Sign In button', async () => {
  const calls = stubFetch({ 'PUT /cmn/user/confirm': { status: 200, body: { ok: true } } });
  renderAt(`/member/confirm-email-completed/${TOKEN}`);
  expect(await screen.findByText(/Welcome to .+! Your account has been actived\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/member/sign-in');
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`PUT /cmn/user/confirm?emailHash=${TOKEN}`]);
});

it('alerts a failure and Retry repeats the call', async () => {
  let status = 400;
  const calls = stubFetch({ 'PUT /cmn/user/confirm': () => ({ status, body: status === 200 ? { ok: true } : { errorCode: 'TOKEN_INVALID', message: 'x' } }) });
  const { user } = renderAt(`/member/confirm-email-completed/${TOKEN}`);
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Your Email Confirming failed. Please Try Again.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
  status = 200;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('confirm-success')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

it('sends an empty hash to /', async () => {
  stubFetch({});
  renderAt('/member/confirm-email-completed/');
  await waitFor(() => expect(currentPath()).toBe('/'));
});
