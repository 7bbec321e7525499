import { screen, waitFor, within } from '@testing-library/react';
import { useSession, useVisitorCountry } from '@forwarder/shared/stores';
import { activateEnglish, currentPath, renderAt, stubFetch } from '../../../test/render-route';

const codeList = { status: 200, body: { list: [{ codeVal: 'C0820', codeBuf2: 'GH', en: 'Ghana' }, { codeVal: 'C1571', codeBuf2: 'NG', en: 'Nigeria' }] } };

beforeAll(activateEnglish);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ status: 'signed-out', user: null });
  useVisitorCountry.setState({ status: 'done', code: 'C0820', error: false });
});

async function fillValid(user: ReturnType<typeof renderAt>['user'], email = 'ama@example.com') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Harbour#2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Harbour#2026');
  await user.type(screen.getByLabelText('Name'), 'Ama Owusu');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Gha');
  await user.click(screen.getByRole('option', { name: 'Ghana' }));
  await user.type(screen.getByLabelText('Mobile number'), '24-555-0100');
}

it('shows the validation messages on every change, the typing filter and the strength hint', async () => {
  stubFetch({ 'GET /cmn/code/list': codeList });
  const { user } = renderAt('/member/sign-up');
  const email = await screen.findByLabelText('Email');
  await user.type(email, 'a b+c!@x');
  expect(email).toHaveValue('abc@x');
  expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'abc');
  expect(await screen.findByText('must be eight characters or more')).toBeInTheDocument();
  expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'def1!');
  expect(screen.getByText('Password strength: Good')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Confirm password'), 'nope');
  expect(await screen.findByText('please enter your password again')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Jo3');
  expect(await screen.findByText('use English letters only')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Mobile number'), '+1');
  expect(await screen.findByText('Use numbers(0-9) only')).toBeInTheDocument();
  expect(screen.getByRole('checkbox')).toBeChecked();
});

it('sends the payload with the password hash, the chosen phone code and the language, then goes to confirm-email', async () => {
  const calls = stubFetch({ 'GET /cmn/code/list': codeList, 'POST /cmn/auth/user': { status: 200, body: { ok: true } } });
  const { user } = renderAt('/member/sign-up');
  await fillValid(user);
  expect(screen.getByRole('combobox', { name: 'Code' })).toHaveValue('+233');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(currentPath()).toBe('/member/confirm-email'));
  const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
  expect(body).toMatchObject({ email: 'ama@example.com', name: 'Ama Owusu', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: true });
  expect(body.pwd).toMatch(/^[0-9a-f]{64}$/);
  expect(await screen.findByTestId('signup-email')).toHaveTextContent('ama@example.com');
});

it('shows the duplicate and the unknown-error modals', async () => {
  let status = 400;
  stubFetch({ 'GET /cmn/code/list': codeList, 'POST /cmn/auth/user': () => ({ status, body: { errorCode: status === 400 ? 'USER_EMAIL_DUPLICATE' : 'INTERNAL', message: 'x' } }) });
  const { user } = renderAt('/member/sign-up');
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Your Email is Duplicated.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  status = 500;
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign up failed due to an unknown error.')).toBeInTheDocument();
});

it('blocks a Korean visitor with the modal, whose closing goes home', async () => {
  useVisitorCountry.setState({ status: 'done', code: 'C1570', error: false });
  stubFetch({ 'GET /cmn/code/list': codeList });
  const { user } = renderAt('/member/sign-up');
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/We're sorry\. .+ services are not available for users in South Korea\./)).toBeInTheDocument();
  expect(screen.queryByLabelText('Email')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('goes home when the code list fails', async () => {
  stubFetch({ 'GET /cmn/code/list': { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } } });
  renderAt('/member/sign-up');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('sends confirm-email to / without a sign-up in this tab', async () => {
  stubFetch({});
  renderAt('/member/confirm-email');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('names the countries from GET /cmn/country, asked in English', async () => {
  const calls = stubFetch({ 'GET /cmn/code/list': codeList, 'GET /cmn/country': { status: 200, body: { C0820: 'Republic of Ghana', C1571: 'Nigeria' } } });
  const { user } = renderAt('/member/sign-up');
  const country = await screen.findByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country).toBeEnabled());
  await waitFor(() => expect(calls.some((c) => c.url.startsWith('/cmn/country'))).toBe(true));
  await user.type(country, 'Rep');
  expect(await screen.findByRole('option', { name: 'Republic of Ghana' })).toBeInTheDocument();
  const asked = calls.find((c) => c.url.includes('/cmn/country'));
  expect(asked?.headers.get('accept-language')).toBe('en-US');
  expect(screen.queryByTestId('country-list-error')).not.toBeInTheDocument();
});

it('says "Failed to load country list due to an ErrorPage" when the country names fail, and the form still works', async () => {
  stubFetch({ 'GET /cmn/code/list': codeList, 'GET /cmn/country': { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } } });
  const { user } = renderAt('/member/sign-up');
  expect(await screen.findByTestId('country-list-error', {}, { timeout: 5000 })).toHaveTextContent('Failed to load country list due to an ErrorPage');
  expect(screen.getByTestId('country-list-error')).toHaveAttribute('role', 'alert');
  const country = screen.getByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country).toBeEnabled());
  await user.type(country, 'Gha');
  expect(await screen.findByRole('option', { name: 'Ghana' })).toBeInTheDocument();
});
