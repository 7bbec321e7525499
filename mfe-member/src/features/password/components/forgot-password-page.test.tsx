import { screen, within } from '@testing-library/react';
import { activateEnglish, renderAt, stubFetch } from '../../../test/render-route';

beforeAll(activateEnglish);

async function submit(status: number) {
  const calls = stubFetch({ 'GET /cmn/user/password': { status, body: status === 200 ? { ok: true } : { errorCode: 'X', message: 'x' } } });
  const { user } = renderAt('/member/forgot-password');
  await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Ghan');
  await user.click(screen.getByRole('option', { name: 'Ghana' }));
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return { calls, dialog: await screen.findByRole('alertdialog'), user };
}

it.each([
  [400, 'There is no matching email. Please check your information and try again.'],
  [404, 'Invalid email address.'],
  [500, 'Email you entered is incorrect. Please try again.'],
  [429, 'Too many attempts. Please wait a minute and try again.'],
])('answers %i with its catalogued message', async (status, message) => {
  const { dialog } = await submit(status);
  expect(within(dialog).getByText(message)).toBeInTheDocument();
});

it('sends email and country, then shows the email-sent view with the spam hint', async () => {
  const { calls, dialog, user } = await submit(200);
  expect(within(dialog).getByText('Password reset email has been sent.')).toBeInTheDocument();
  expect(calls[0]?.url).toBe('/cmn/user/password?email=buyer%40example.com&country=C0820');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.getByTestId('reset-sent')).toHaveTextContent(/spam folder/);
});
