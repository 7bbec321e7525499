import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@forwarder/shared/i18n';
import { Providers } from '@forwarder/shared/remote';
import { MemoryRouter } from '@forwarder/shared/router';
import { ChatPanel } from './chat-panel';

const msg = (inquiryId: number, auth: 'USER' | 'STAFF', content: string, clientReadDtm: string | null = null) => ({
  inquiryId,
  bookingId: 7,
  content,
  regDtm: `2026-11-0${inquiryId}T10:00:00.000Z`,
  modDtm: `2026-11-0${inquiryId}T10:00:00.000Z`,
  clientReadDtm,
  regUser: { auth, name: auth === 'USER' ? 'Daniel Mensah' : 'Mina Park' },
});

type Answer = { status: number; body: unknown };

function mockApi(routes: (url: string, init?: RequestInit) => Answer) {
  const fetchMock = jest.fn(async (url: unknown, init?: RequestInit) => {
    const a = routes(String(url), init);
    return { ok: a.status < 400, status: a.status, statusText: '', text: async () => JSON.stringify(a.body) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderChat(flagInquiry = true, onReload: () => void = () => {}) {
  return render(
    <Providers client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <MemoryRouter>
        <ChatPanel bookingId={7} flagInquiry={flagInquiry} onReload={onReload} />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => jest.restoreAllMocks());

// The server answers newest first.
const list = { list: [msg(3, 'STAFF', 'Second reply', '2026-11-04T09:00:00.000Z'), msg(2, 'STAFF', 'First reply'), msg(1, 'USER', 'Hello')] };

it('shows the server list reversed: customer on the right, staff with the admin mark and "{name} from the product"', async () => {
  mockApi((url) => (url.startsWith('/svc/inquiry/list') ? { status: 200, body: list } : { status: 200, body: { inquiryUnreadCnt: 0 } }));
  renderChat();
  const log = await screen.findByRole('log', { name: 'Messages' });
  const items = within(log).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Hello', 'First reply', 'Second reply']);
  expect(items[0]).toHaveAttribute('data-testid', 'chat-mine');
  expect(items[1]).toHaveTextContent('Admin');
  expect(items[1]).toHaveTextContent('Mina Park from KoreaCarShipping');
});

it('shows the send button only with text, refuses whitespace and sends on Enter', async () => {
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/svc/inquiry/list')) return { status: 200, body: list };
    if (url === '/svc/inquiry' && init?.method === 'POST') return { status: 200, body: { data: msg(4, 'USER', JSON.parse(String(init.body)).content) } };
    return { status: 200, body: { inquiryUnreadCnt: 0 } };
  });
  renderChat();
  const input = await screen.findByRole('textbox', { name: 'Message' });
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  await userEvent.type(input, '   ');
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  await userEvent.type(input, '{Enter}');
  expect(fetchMock.mock.calls.some(([u]) => u === '/svc/inquiry')).toBe(false);
  await userEvent.clear(input);
  await userEvent.type(input, 'When does it sail?');
  expect(screen.getByRole('button', { name: 'Send' })).toBeVisible();
  await userEvent.type(input, '{Enter}');
  await waitFor(() => expect(within(screen.getByRole('log')).getByText('When does it sail?')).toBeVisible());
  expect(input).toHaveValue('');
});

it('an ended chat shows the divider with the last read time and no input', async () => {
  mockApi((url) => (url.startsWith('/svc/inquiry/list') ? { status: 200, body: list } : { status: 200, body: { inquiryUnreadCnt: 0 } }));
  renderChat(false);
  const divider = await screen.findByTestId('chat-ended');
  expect(divider).toHaveTextContent('Chat ended');
  await waitFor(() => expect(divider).toHaveTextContent(/2026\.11\.04/));
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('sending into an ended chat alerts the catalogued message, then reloads', async () => {
  mockApi((url, init) => {
    if (url.startsWith('/svc/inquiry/list')) return { status: 200, body: { list: [] } };
    if (url === '/svc/inquiry' && init?.method === 'POST') return { status: 409, body: { errorCode: 'INQUIRY_CLOSED', message: 'ended' } };
    return { status: 200, body: { inquiryUnreadCnt: 0 } };
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const reload = jest.fn();
  renderChat(true, reload);
  expect(await screen.findByText('No chat messages yet.')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveTextContent('This consultation has already ended.');
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  expect(reload).toHaveBeenCalled();
});
