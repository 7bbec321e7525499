import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@forwarder/shared/stores';
import { activateEnglish, currentPath, demoUser, renderAt, stubFetch } from '../../../test/render-route';

beforeAll(activateEnglish);
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'signed-out', user: null });
});

async function fill(user: ReturnType<typeof renderAt>['user'], email = 'demo.buyer@example.com', password = 'DemoBuyer#2026') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('requires both fields, marks them invalid and focuses the first one', async () => {
  stubFetch({});
  const { user } = renderAt('/member/sign-in');
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

it('sends the password hash, signs in and goes to the after-login quotation page for that segment', async () => {
  const calls = stubFetch({ 'POST /cmn/login': { status: 200, body: demoUser } });
  const { user } = renderAt('/member/sign-in/after-shipping-quotation');
  await fill(user);
  await waitFor(() => expect(currentPath()).toBe('/contents/shipping-quotation/after-login'));
  const body = calls[0]?.body as { email: string; pwd: string };
  expect(body.email).toBe('demo.buyer@example.com');
  expect(body.pwd).toMatch(/^[0-9a-f]{64}$/);
  expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { name: 'Daniel Mensah' } });
  expect(localStorage.getItem('email')).toBe('demo.buyer@example.com');
});

it('goes to / after a plain sign-in', async () => {
  stubFetch({ 'POST /cmn/login': { status: 200, body: demoUser } });
  const { user } = renderAt('/member/sign-in');
  await fill(user);
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('shows the catalogued confirm modal when the credentials are wrong', async () => {
  stubFetch({ 'POST /cmn/login': { status: 401, body: { errorCode: 'INVALID_CREDENTIALS', message: 'x' } } });
  const { user } = renderAt('/member/sign-in');
  await fill(user);
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('The email or Password you entered is incorrect. Please try again.')).toBeInTheDocument();
  expect(useSession.getState().status).toBe('signed-out');
});

it('tells an unconfirmed account so and resends the confirmation email', async () => {
  const calls = stubFetch({
    'POST /cmn/login': { status: 403, body: { errorCode: 'EMAIL_NOT_CONFIRMED', message: 'x' } },
    'GET /cmn/user/confirm': { status: 200, body: { ok: true } },
  });
  const { user } = renderAt('/member/sign-in');
  await fill(user, 'New.Buyer@example.com');
  const notice = await screen.findByTestId('email-not-confirmed');
  await user.click(within(notice).getByRole('button', { name: 'Resend the confirmation email' }));
  expect(await screen.findByText('Email has been resend.')).toBeInTheDocument();
  expect(calls.at(-1)?.url).toBe('/cmn/user/confirm?email=new.buyer%40example.com');
});

it('translates the rate limit', async () => {
  stubFetch({ 'POST /cmn/login': { status: 429, body: { errorCode: 'RATE_LIMITED', message: 'x' } } });
  const { user } = renderAt('/member/sign-in');
  await fill(user);
  expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
});

it('sends a signed-in user to /', async () => {
  useSession.setState({ status: 'signed-in', user: demoUser });
  stubFetch({});
  renderAt('/member/sign-in');
  await waitFor(() => expect(currentPath()).toBe('/'));
});

describe('a staff account', () => {
  const staff = { ...demoUser, name: 'Mina Park', email: 'staff@example.com', role: 'STAFF' as const };

  it('lands on the staff desk after any sign-in', async () => {
    stubFetch({ 'POST /cmn/login': { status: 200, body: staff } });
    const { user } = renderAt('/member/sign-in/after-shipping-quotation');
    await fill(user, 'staff@example.com', 'StaffDesk#2026');
    await waitFor(() => expect(currentPath()).toBe('/desk'));
  });

  it('goes back to the desk page it was sent from (?next=)', async () => {
    stubFetch({ 'POST /cmn/login': { status: 200, body: staff } });
    const { user } = renderAt('/member/sign-in?next=%2Fdesk%2Fbooking%2F7%3Ftab%3Dchat');
    await fill(user, 'staff@example.com', 'StaffDesk#2026');
    await waitFor(() => expect(currentPath()).toBe('/desk/booking/7'));
  });

  it('never follows a next target outside the desk (no open redirect)', async () => {
    stubFetch({ 'POST /cmn/login': { status: 200, body: staff } });
    const { user } = renderAt('/member/sign-in?next=%2F%2Fevil.example%2Fdesk');
    await fill(user, 'staff@example.com', 'StaffDesk#2026');
    await waitFor(() => expect(currentPath()).toBe('/desk'));
  });
});

it('ignores a desk target for a customer: / after signing in', async () => {
  stubFetch({ 'POST /cmn/login': { status: 200, body: demoUser } });
  const { user } = renderAt('/member/sign-in?next=%2Fdesk');
  await fill(user);
  await waitFor(() => expect(currentPath()).toBe('/'));
});
