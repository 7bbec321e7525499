import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@forwarder/shared/i18n';
import { Providers } from '@forwarder/shared/remote';
import { MemoryRouter } from '@forwarder/shared/router';
import { useSession } from '@forwarder/shared/stores';
import { BookingBadge } from './booking-badge';

const user = { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '201234567', flagSubscribe: true, role: 'USER' as const, priceMasked: false };

function renderBadge() {
  return render(
    <Providers client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <MemoryRouter>
        <BookingBadge />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => jest.restoreAllMocks());

it('shows the booking count of a signed-in user and links to My Booking', async () => {
  const fetchMock = jest.fn(async (_url: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify({ bookingCnt: 3 }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ status: 'signed-in', user });
  renderBadge();
  const link = await screen.findByRole('link', { name: /booking requests in progress/i });
  expect(link).toHaveAttribute('href', '/my-booking-list');
  expect(link).toHaveTextContent('3');
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/cmn/user/badge');
});

it('asks nothing and shows nothing for a visitor', () => {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  useSession.setState({ status: 'signed-out', user: null });
  const { container } = renderBadge();
  expect(container).toBeEmptyDOMElement();
  expect(fetchMock).not.toHaveBeenCalled();
});
