import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@forwarder/shared/bus';
import { activateSharedEnglish, FakeEventSource, installFakeEventSource, renderAt, stubFetch } from '../../../test/render-desk';
import { callsTo, chatMessage, staffBooking, stubWorkspace, type WorkspaceState } from '../../../test/staff-booking';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
  document.title = 'KoreaCarShipping';
});

const state = (over: Partial<WorkspaceState> = {}): WorkspaceState => ({
  detail: staffBooking({
    activity: [
      { id: 1, at: '2026-11-21T10:30:00.000Z', kind: 'STEP', staff: { id: 9, name: 'Mina Park' }, detail: 'STEP1 -> STEP2' },
      { id: 2, at: '2026-11-21T11:05:00.000Z', kind: 'REPLY', staff: { id: 9, name: 'Mina Park' }, detail: 'We can load on Friday.' },
      { id: 3, at: '2026-11-22T09:00:00.000Z', kind: 'PI_ISSUED', staff: { id: 4, name: 'Joon Lee' }, detail: 'P.I 12, EUR 1,104' },
      { id: 4, at: '2026-11-23T08:15:00.000Z', kind: 'DOCUMENT', staff: null, detail: 'RECEIPT wire-transfer.pdf' },
    ],
  }),
  chat: [chatMessage(2, 'We can load on Friday.', { staff: true, at: '2026-11-21T11:05:00.000Z' }), chatMessage(1, 'When does the vessel leave?')],
  unreadTotal: 3,
  ...over,
});

describe('the booking', () => {
  it('shows the customer, the facts, the milestones and the activity trail', async () => {
    const calls = stubWorkspace(state());
    renderAt('/desk/booking/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking No. 7' })).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/staff/booking/detail?bookingId=7');

    const customer = screen.getByRole('region', { name: 'Customer' });
    for (const text of ['Daniel Mensah', 'demo.buyer@example.com', 'Ghana', '+233 24-555-0147', 'English', 'Account confirmed']) expect(customer).toHaveTextContent(text);
    expect(within(customer).getByRole('link', { name: 'demo.buyer@example.com' })).toHaveAttribute('href', 'mailto:demo.buyer@example.com');
    expect(within(customer).getByRole('link', { name: '+233 24-555-0147' })).toHaveAttribute('href', 'tel:+233245550147');

    const facts = screen.getByRole('region', { name: 'Booking' });
    for (const text of ['2026.11.20', 'Ro-Ro', 'Incheon, South Korea', 'Tema, Ghana', 'USD 1,200', 'Hyundai Tucson 2021', 'Silver, 42,000 km', 'Please load before December.']) expect(facts).toHaveTextContent(text);

    const milestones = within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    expect(milestones.map((m) => m.textContent)).toEqual([expect.stringMatching(/^Request submitted2026\.11\.20 \d\d:\d\d$/), expect.stringMatching(/^Request reviewed2026\.11\.21 \d\d:\d\d.*by Mina Park$/)]);
    expect(milestones[1]).toHaveAttribute('aria-current', 'step');

    const trail = within(screen.getByRole('region', { name: 'Activity' })).getAllByTestId('activity-line');
    // Newest first: who did what, when.
    expect(trail.map((l) => l.textContent?.replace(/^\d{4}\.\d\d\.\d\d \d\d:\d\d/, ''))).toEqual([
      'The customer added Transfer receipt: wire-transfer.pdf',
      'Joon Lee issued P.I PI-000012 for EUR 1,104',
      'Mina Park replied: “We can load on Friday.”',
      'Mina Park moved the booking from "Request submitted" to "Request reviewed"',
    ]);
    expect(trail[3]).toHaveTextContent(/^2026\.11\.21 \d\d:\d\d/);
  });

  it('says when the account is not confirmed and the booking waits for its owner', async () => {
    stubWorkspace(state({ detail: staffBooking({ pendingOwner: true, customer: { ...staffBooking().customer, emailConfirmed: false, lang: 'ru' } }) }));
    renderAt('/desk/booking/7');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Account not confirmed');
    expect(customer).toHaveTextContent('Russian');
    expect(customer).toHaveTextContent('waits for the account owner to confirm it');
  });

  it('titles the page with the booking and the unread total, and tells the header', async () => {
    const seen: number[] = [];
    const off = bus.on('desk:unread', ({ count }) => seen.push(count));
    const calls = stubWorkspace(state());
    renderAt('/desk/booking/7');
    await screen.findByRole('heading', { level: 1, name: 'Booking No. 7' });
    // The chat is shown: its messages are read, and the answer is the new total.
    await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/staff/inquiry/read')[0]!.url).toBe('/staff/inquiry/read?bookingId=7');
    await waitFor(() => expect(document.title).toBe('(3) Booking 7 · Staff desk'));
    expect(seen.at(-1)).toBe(3);
    off();
  });
});

describe('states', () => {
  it('says so for an id that is no booking number, without asking the api', async () => {
    const calls = stubFetch({});
    renderAt('/desk/booking/abc');
    expect(await screen.findByText('This booking does not exist.')).toBeInTheDocument();
    expect(within(screen.getByTestId('staff-desk')).getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/desk');
    expect(calls).toHaveLength(0);
  });

  it('says so for a booking the api does not know, with the way back to the inbox', async () => {
    stubFetch({ 'GET /staff/booking/detail': { status: 404, body: { errorCode: 'BOOKING_NOT_FOUND', message: 'No such booking.' } } });
    renderAt('/desk/booking/999');
    expect(await screen.findByText('This booking does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/desk');
  });

  it('shows the skeleton while loading, then the error panel whose Try again asks again', async () => {
    let fail = true;
    stubWorkspace(state(), { 'GET /staff/booking/detail': () => (fail ? { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } } : { status: 200, body: staffBooking() }) });
    const { user } = renderAt('/desk/booking/7');
    expect(screen.getByTestId('workspace-skeleton')).toHaveAttribute('aria-busy', 'true');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The booking could not be loaded.');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking No. 7' })).toBeInTheDocument();
  });

  it('offers to sign in again when the api refuses the session', async () => {
    stubFetch({ 'GET /staff/booking/detail': { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } });
    renderAt('/desk/booking/7');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/member/sign-in?next=%2Fdesk%2Fbooking%2F7');
  });
});

describe('live', () => {
  it('uses the desk’s one stream: a customer message joins the chat without a reload and is read at once', async () => {
    const s = state({ unreadTotal: 0 });
    const calls = stubWorkspace(s);
    renderAt('/desk/booking/7');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last.url).toBe('/staff/stream');
    act(() => FakeEventSource.last.open());
    await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(1));

    const message = chatMessage(3, 'Is the price final?', { at: '2026-11-21T12:00:00.000Z' });
    s.unreadTotal = 0;
    act(() => FakeEventSource.last.send('inquiry', { type: 'inquiry', bookingId: 7, message }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('Is the price final?');
    // Shown, so it is read as it arrives; the chat was not asked again.
    await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(2));
    expect(callsTo(calls, 'GET', '/staff/inquiry/list')).toHaveLength(1);
  });

  it('asks for the booking again on a change of it, and only of it', async () => {
    const s = state();
    const calls = stubWorkspace(s);
    renderAt('/desk/booking/7');
    await screen.findByRole('heading', { level: 1, name: 'Booking No. 7' });
    const before = callsTo(calls, 'GET', '/staff/booking/detail').length;
    act(() => FakeEventSource.last.send('booking', { type: 'booking', bookingId: 8 }));
    s.detail = staffBooking({ booking: { bookingStep: 'STEP3', milestones: [...s.detail.booking.milestones, { bookingStep: 'STEP3', regDtm: '2026-11-24T09:00:00.000Z', staffName: 'Joon Lee' }] } });
    act(() => FakeEventSource.last.send('booking', { type: 'booking', bookingId: 7 }));
    expect(await within(screen.getByRole('region', { name: 'Steps' })).findByText('by Joon Lee')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/staff/booking/detail')).toHaveLength(before + 1);
  });

  it('asks for the unread total once at a time while customers write on other bookings, and shows the last', async () => {
    const s = state();
    stubWorkspace(s);
    const stubbed = globalThis.fetch;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const unreadAsks = jest.fn();
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/staff/unread') {
        unreadAsks();
        await gate;
      }
      return stubbed(input, init);
    }) as typeof fetch;
    renderAt('/desk/booking/7');
    await waitFor(() => expect(document.title).toBe('(3) Booking 7 · Staff desk'));
    s.unreadTotal = 5;
    const other = (id: number) => ({ type: 'inquiry', bookingId: 8, message: { ...chatMessage(id, 'Hello?'), bookingId: 8 } });
    act(() => {
      for (const id of [31, 32, 33]) FakeEventSource.last.send('inquiry', other(id));
    });
    expect(unreadAsks).toHaveBeenCalledTimes(1);
    act(() => release());
    await waitFor(() => expect(document.title).toBe('(5) Booking 7 · Staff desk'));
    await waitFor(() => expect(unreadAsks).toHaveBeenCalledTimes(2));
    // The chat of this booking was not touched.
    expect(within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('on a phone, counts messages that arrive while another section is open on the Chat tab', async () => {
    const narrow = jest.fn().mockImplementation((query: string) => ({ matches: query === '(max-width: 599px)', media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: narrow });
    window.scrollTo = jest.fn();
    try {
      const calls = stubWorkspace(state());
      const { user } = renderAt('/desk/booking/7');
      const tabs = await screen.findByRole('tablist', { name: 'Workspace sections' });
      expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chat', 'Booking', 'P.I', 'Documents', 'Activity']);
      expect(within(tabs).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Chat' })).toBeVisible();
      await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(1));

      await user.click(within(tabs).getByRole('tab', { name: 'Booking' }));
      expect(screen.getByRole('tabpanel', { name: 'Booking' })).toBeVisible();
      expect(screen.getByTestId('chat-panel').closest('[role="tabpanel"]')).not.toBeVisible();
      act(() => FakeEventSource.last.send('inquiry', { type: 'inquiry', bookingId: 7, message: chatMessage(3, 'Hello?') }));
      expect(await within(tabs).findByRole('tab', { name: /Chat.*new messages: 1/ })).toBeInTheDocument();
      // Not shown: not read yet.
      expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(1);
      within(tabs).getByRole('tab', { name: 'Booking' }).focus();
      await user.keyboard('{Home}');
      expect(within(tabs).getByRole('tab', { name: 'Chat' })).toHaveFocus();
      await waitFor(() => expect(callsTo(calls, 'PUT', '/staff/inquiry/read')).toHaveLength(2));
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
