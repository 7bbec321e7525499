import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, useLocation } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { useSession } from '@forwarder/shared/stores';
import { loadRemoteModule } from './remotes';
import { preloadRoute } from './preload';
import { AppRoutes } from './app';

// The federation runtime is replaced: a test sees which remote the shell asks for, and when.
jest.mock('./remotes', () => ({
  loadRemoteModule: jest.fn(async (remote: string, expose: string) =>
    expose === './routes'
      ? { routes: [{ path: remote === 'staff' ? '/desk' : '*', element: <h1>{remote === 'staff' ? 'Desk inbox' : `${remote} page`}</h1> }] }
      : { default: () => null },
  ),
  resetRemote: jest.fn(),
  preload: jest.fn(),
}));
const { preload } = jest.requireMock<{ preload: jest.Mock }>('./remotes');

const base = { email: 'x@example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '1', flagSubscribe: false, priceMasked: false };
const staff = { ...base, name: 'Mina Park', role: 'STAFF' as const };
const customer = { ...base, name: 'Daniel Mensah', role: 'USER' as const };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

async function renderDesk(url = '/desk?step=STEP2') {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // Awaited: the remote's routes suspend while their module "loads" (the mocked loadRemoteModule).
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <AppRoutes />
            <Where />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
}

const location = () => screen.getByTestId('location').textContent;
const loadedStaff = () => jest.mocked(loadRemoteModule).mock.calls.some(([remote]) => remote === 'staff');

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockClear();
  preload.mockClear();
});

it('sends a visitor to sign-in with the desk URL to come back to, and loads nothing of the desk', async () => {
  useSession.setState({ status: 'signed-out', user: null });
  await renderDesk();
  await waitFor(() => expect(location()).toBe('/member/sign-in?next=%2Fdesk%3Fstep%3DSTEP2'));
  expect(loadedStaff()).toBe(false);
});

it('sends a customer home, and loads nothing of the desk', async () => {
  useSession.setState({ status: 'signed-in', user: customer });
  await renderDesk();
  await waitFor(() => expect(location()).toBe('/'));
  expect(loadedStaff()).toBe(false);
});

it('shows the page loader while the session is unknown, then mounts the staff remote for a staff member', async () => {
  useSession.setState({ status: 'unknown', user: null });
  await renderDesk();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(loadRemoteModule).not.toHaveBeenCalled();
  await act(async () => useSession.setState({ status: 'signed-in', user: staff }));
  expect(await screen.findByRole('heading', { name: 'Desk inbox' })).toBeInTheDocument();
  expect(loadRemoteModule).toHaveBeenCalledWith('staff', './routes');
  expect(location()).toBe('/desk?step=STEP2');
});

it('never preloads the desk for anyone but a staff member', () => {
  useSession.setState({ status: 'signed-out', user: null });
  preloadRoute('/desk');
  useSession.setState({ status: 'signed-in', user: customer });
  preloadRoute('/desk/booking/3');
  expect(preload).not.toHaveBeenCalled();
  preloadRoute('/my-booking-list');
  expect(preload).toHaveBeenCalledWith('booking', ['./routes']);
  useSession.setState({ status: 'signed-in', user: staff });
  preloadRoute('/desk');
  expect(preload).toHaveBeenLastCalledWith('staff', ['./routes']);
});
