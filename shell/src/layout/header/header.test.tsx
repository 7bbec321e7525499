import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@forwarder/shared/bus';
import { paths } from '@forwarder/shared/paths';
import { useSession, useVisitorCountry } from '@forwarder/shared/stores';
import { preloadRoute } from '../../app/preload';
import { GlobalOverlays } from '../overlays/global-overlays';
import { mockFetch, renderWithProviders, resetStores } from '../test-utils';
import { Header } from './header';

jest.mock('../../app/preload', () => ({ preloadRoute: jest.fn() }));

const user = { name: 'Amara Okafor', email: 'amara@example.com', country: 'C1200', mobileCountry: '234', mobileNumber: '8012345678', flagSubscribe: true, role: 'USER' as const, priceMasked: false };

function setup(route = '/') {
  window.scrollTo = jest.fn();
  return renderWithProviders(
    <>
      <Header />
      <GlobalOverlays />
    </>,
    { route },
  );
}

const mainMenu = () => screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;

beforeEach(() => {
  resetStores();
  jest.mocked(preloadRoute).mockClear();
  mockFetch({ 'POST /cmn/logout': { status: 200, body: { ok: true } } });
});

describe('Header menu', () => {
  it('announces nav:menu-navigated with the target of a top-level link and navigates', async () => {
    const seen: string[] = [];
    const off = bus.on('nav:menu-navigated', ({ to }) => seen.push(to));
    setup();
    await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Ocean freight' }));
    off();
    expect(seen).toEqual([paths.oceanFreight]);
    expect(screen.getByTestId('location')).toHaveTextContent(paths.oceanFreight);
  });

  it('opens a sub-menu on click, announces its link and closes after navigating', async () => {
    const seen: string[] = [];
    const off = bus.on('nav:menu-navigated', ({ to }) => seen.push(to));
    setup();
    const services = within(mainMenu()).getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(services.getAttribute('aria-controls')!)!;
    await userEvent.click(within(panel).getByRole('link', { name: 'How it works' }));
    off();
    expect(seen).toEqual([paths.howToBook]);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.howToBook);
  });

  it('is keyboard operable: ArrowDown opens and focuses the first item, Escape closes and returns focus', async () => {
    setup();
    const about = within(mainMenu()).getByRole('button', { name: 'About us' });
    about.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('opens a sub-menu on hover and closes it on an outside click', async () => {
    setup();
    const services = within(mainMenu()).getByRole('button', { name: 'Services' });
    await userEvent.hover(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('preloads the route of a link on hover and on focus', async () => {
    setup();
    await userEvent.hover(within(mainMenu()).getByRole('link', { name: 'Tracking' }));
    expect(preloadRoute).toHaveBeenCalledWith(paths.tracking);
    within(mainMenu()).getByRole('link', { name: 'Shipping schedule' }).focus();
    expect(preloadRoute).toHaveBeenCalledWith(paths.shippingSchedule);
  });
});

describe('Header session controls', () => {
  it('shows Sign in and Sign up to signed-out visitors', async () => {
    setup();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Booking' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', paths.signIn);
    await userEvent.click(signIn);
    expect(screen.getByTestId('location')).toHaveTextContent(paths.signIn);
  });

  it('shows no Sign in once signed in', () => {
    useSession.setState({ status: 'signed-in', user });
    setup();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('reserves the space and shows neither control while the session is unknown', () => {
    useSession.setState({ status: 'unknown', user: null });
    setup();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Booking' })).not.toBeInTheDocument();
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument();
  });

  it('shows My Booking, the name and a menu with My bookings, My information and Sign out when signed in', async () => {
    useSession.setState({ status: 'signed-in', user });
    setup();
    expect(screen.getByRole('link', { name: 'My Booking' })).toHaveAttribute('href', paths.myBookingList);
    const account = screen.getByRole('button', { name: /Amara Okafor/ });
    expect(account).toHaveTextContent('Amara Okafor');
    await userEvent.hover(account);
    const panel = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', paths.myBookingList);
    expect(within(panel).getByRole('link', { name: 'My information' })).toHaveAttribute('href', paths.myInformationConfirm);
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('sends a visitor outside Korea to the sign-up page', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.signUp);
  });

  it('tells a Korean-blocked visitor the service is unavailable, and closing goes home', async () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1570', error: false });
    setup(paths.tracking);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("We're sorry. KoreaCarShipping services are not available for users in South Korea.");
    expect(screen.getByTestId('location')).toHaveTextContent(paths.tracking);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('blocks sign-up the same way when the country lookup failed', async () => {
    useVisitorCountry.setState({ status: 'done', code: null, error: true });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('not available for users in South Korea');
  });
});

describe('Slide-out menu', () => {
  it('opens as a modal sheet, expands groups, navigates with the event, and locks page scroll', async () => {
    const seen: string[] = [];
    const off = bus.on('nav:menu-navigated', ({ to }) => seen.push(to));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(sheet).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    const group = within(sheet).getByRole('button', { name: 'About us' });
    expect(within(sheet).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(sheet).getByRole('link', { name: 'Blog' }));
    off();
    expect(seen).toEqual([paths.blog]);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByTestId('location')).toHaveTextContent(paths.blog);
  });

  it('offers Sign in to signed-out visitors and closes on the way to the sign-in page', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('link', { name: 'Sign in' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.signIn);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    setup();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('keeps Tab inside the sheet', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.tab({ shift: true });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await act(async () => {
      await userEvent.tab();
    });
    expect(within(sheet).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });
});

describe('Staff desk entry', () => {
  const staff = { ...user, name: 'Mina Park', email: 'staff@example.com', role: 'STAFF' as const };

  it('shows a staff member the Staff desk link with the unread total', async () => {
    const fetchMock = mockFetch({ 'GET /staff/unread': { status: 200, body: { unreadTotal: 3 } } });
    useSession.setState({ status: 'signed-in', user: staff });
    setup();
    const link = await screen.findByRole('link', { name: 'Staff desk 3 unread messages' });
    expect(link).toHaveAttribute('href', paths.desk);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/staff/unread')).toHaveLength(1);
    await userEvent.hover(link);
    expect(preloadRoute).toHaveBeenCalledWith(paths.desk);
  });

  it('takes the total the desk announces at once (desk:unread)', async () => {
    mockFetch({ 'GET /staff/unread': { status: 200, body: { unreadTotal: 3 } } });
    useSession.setState({ status: 'signed-in', user: staff });
    setup();
    await screen.findByRole('link', { name: 'Staff desk 3 unread messages' });
    act(() => bus.emit('desk:unread', { count: 1 }));
    expect(await screen.findByRole('link', { name: 'Staff desk 1 unread message' })).toBeInTheDocument();
    act(() => bus.emit('desk:unread', { count: 0 }));
    expect(await screen.findByRole('link', { name: 'Staff desk' })).toBeInTheDocument();
    expect(screen.queryByTestId('staff-unread-badge')).not.toBeInTheDocument();
  });

  it('asks for the total again every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let total = 2;
      const fetchMock = mockFetch({});
      fetchMock.mockImplementation(async (url: string) => ({ ok: true, status: 200, statusText: '200', text: async () => JSON.stringify(url === '/staff/unread' ? { unreadTotal: total } : {}) }));
      useSession.setState({ status: 'signed-in', user: staff });
      setup();
      await screen.findByRole('link', { name: 'Staff desk 2 unread messages' });
      total = 7;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByRole('link', { name: 'Staff desk 7 unread messages' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is there in the slide-out menu too', async () => {
    mockFetch({ 'GET /staff/unread': { status: 200, body: { unreadTotal: 4 } } });
    useSession.setState({ status: 'signed-in', user: staff });
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(sheet).findByRole('link', { name: 'Staff desk 4 unread messages' })).toHaveAttribute('href', paths.desk);
  });

  it('is hidden from customers and visitors, who never ask for the total', () => {
    const fetchMock = mockFetch({ 'GET /staff/unread': { status: 200, body: { unreadTotal: 3 } } });
    useSession.setState({ status: 'signed-in', user });
    const { unmount } = setup();
    expect(screen.queryByRole('link', { name: /Staff desk/ })).not.toBeInTheDocument();
    unmount();
    useSession.setState({ status: 'signed-out', user: null });
    setup();
    expect(screen.queryByRole('link', { name: /Staff desk/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/staff/'))).toBe(false);
  });
});
