import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@forwarder/shared/router';
import { defaultRuntimeConfig, useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { openModal, storageKeys, useVisitorCountry } from '@forwarder/shared/stores';
import { renderWithProviders, resetStores } from '../test-utils';
import { GlobalOverlays } from './global-overlays';

jest.mock('../../app/preload', () => ({ preloadRoute: jest.fn() }));

const setup = (route = '/') =>
  renderWithProviders(
    <>
      <Link to={paths.tracking}>go tracking</Link>
      <GlobalOverlays />
    </>,
    { route },
  );

const noticeDialog = () => screen.queryByRole('dialog', { name: 'Notice' });

beforeEach(() => {
  resetStores();
  window.scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
});

describe('global modals', () => {
  it('shows the front alert of the queue and runs its onClose after closing it', async () => {
    const onClose = jest.fn();
    setup();
    act(() => openModal({ kind: 'alert', tone: 'success', message: 'Email has been resend.', onClose }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Email has been resend.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows queued modals one after the other, confirm answering onConfirm or onCancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    setup();
    act(() => {
      openModal({ kind: 'confirm', message: 'First question?', onConfirm, onCancel });
      openModal({ kind: 'confirm', message: 'Second question?', onConfirm, onCancel });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('First question?');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Second question?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('maintenance popup', () => {
  it('shows the maintenance notice when the runtime config switches it on', async () => {
    useRuntimeConfig.setState({ config: { ...defaultRuntimeConfig, maintenance: true } });
    setup();
    const dialog = screen.getByRole('dialog', { name: 'System Maintenance' });
    expect(dialog).toHaveTextContent('Some features are experiencing issues, and we are working to fix them');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'System Maintenance' })).not.toBeInTheDocument();
  });

  it('stays hidden otherwise', () => {
    setup();
    expect(screen.queryByRole('dialog', { name: 'System Maintenance' })).not.toBeInTheDocument();
  });
});

describe('scroll', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the scroll-to-top button while scrolling and hides it 2 s after scrolling stops', () => {
    jest.useFakeTimers();
    setup();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    window.scrollY = 900;
    fireEvent.scroll(window);
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    expect(button).toHaveAttribute('data-visible');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when pressed', async () => {
    setup();
    window.scrollY = 900;
    fireEvent.scroll(window);
    jest.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation under reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    setup();
    window.scrollY = 900;
    fireEvent.scroll(window);
    jest.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('resets the scroll position on every route change', async () => {
    setup();
    jest.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'go tracking' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('notice popup', () => {
  it('is not shown to visitors outside the notice countries', () => {
    setup();
    expect(noticeDialog()).not.toBeInTheDocument();
  });

  it('is never shown on the blog page', () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1760', error: false });
    setup('/contents/blog');
    expect(noticeDialog()).not.toBeInTheDocument();
  });

  it('shows English and Arabic text to a visitor from Syria (C1760), with a Read More link to the blog', () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1760', error: false });
    setup('/contents/tracking');
    const dialog = noticeDialog()!;
    expect(within(dialog).getByRole('heading', { name: 'Notice to buyers in Syria' })).toBeInTheDocument();
    const arabic = within(dialog).getByRole('heading', { name: 'إشعار للمشترين في سوريا' }).closest('section')!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(within(dialog).getByRole('link', { name: 'Read More' })).toHaveAttribute('href', paths.blog);
  });

  it("'Don't show for 1 day' stores a hide-until one day ahead and hides it until then", async () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1760', error: false });
    const before = Date.now();
    const { unmount } = setup();
    await userEvent.click(within(noticeDialog()!).getByRole('button', { name: "Don't show for 1 day" }));
    expect(noticeDialog()).not.toBeInTheDocument();
    const until = Number(localStorage.getItem(storageKeys.noticeHideUntil));
    expect(until).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 86_400_000);
    unmount();

    setup();
    expect(noticeDialog()).not.toBeInTheDocument();
  });

  it('shows again once the hide period has passed', () => {
    useVisitorCountry.setState({ status: 'done', code: 'C0620', error: false });
    localStorage.setItem(storageKeys.noticeHideUntil, String(Date.now() - 1));
    setup();
    expect(noticeDialog()).toBeInTheDocument();
  });

  it('waits behind the maintenance notice', async () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1760', error: false });
    useRuntimeConfig.setState({ config: { ...defaultRuntimeConfig, maintenance: true } });
    setup();
    expect(noticeDialog()).not.toBeInTheDocument();
    const maintenance = screen.getByRole('dialog', { name: 'System Maintenance' });
    await userEvent.click(within(maintenance).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(noticeDialog()).toBeInTheDocument();
  });

  // Last: Close hides the notice for the rest of this page session (module state).
  it('Close hides it for this page session without writing storage', async () => {
    useVisitorCountry.setState({ status: 'done', code: 'C1760', error: false });
    const { unmount } = setup();
    const dialog = noticeDialog()!;
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(noticeDialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.noticeHideUntil)).toBeNull();
    unmount();
    setup('/contents/reviews');
    expect(noticeDialog()).not.toBeInTheDocument();
  });
});
