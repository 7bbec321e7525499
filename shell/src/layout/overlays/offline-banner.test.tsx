import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { OfflineBanner } from './offline-banner';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

test('says the page may be out of date while offline, and goes away when the connection is back', () => {
  setOnline(true);
  render(
    <I18nProvider i18n={i18n}>
      <OfflineBanner />
    </I18nProvider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent('You are offline. This page may be out of date.');
  setOnline(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("shows on the service worker's copy of a page even while the browser calls itself online, until the online event", () => {
  setOnline(true);
  document.documentElement.setAttribute('data-offline-copy', '');
  render(
    <I18nProvider i18n={i18n}>
      <OfflineBanner />
    </I18nProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('You are offline. This page may be out of date.');
  setOnline(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(document.documentElement).not.toHaveAttribute('data-offline-copy');
});
