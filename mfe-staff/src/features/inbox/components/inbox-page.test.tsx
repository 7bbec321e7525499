import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@forwarder/shared/bus';
import {
  activateSharedEnglish,
  currentUrl,
  FakeEventSource,
  inboxCalls,
  inboxPage,
  inboxRow,
  installFakeEventSource,
  renderAt,
  stubFetch,
} from '../../../test/render-desk';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
  document.title = 'KoreaCarShipping';
});

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => inboxRow(from + i));
const list = () => screen.getByRole('list', { name: 'Bookings' });
const rowLinks = () => within(list()).getAllByRole('link');

describe('filters in the URL', () => {
  it('sends the filters the URL holds (valid ones only) to GET /staff/inbox and shows them in the bar', async () => {
    const calls = stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 3)) } });
    renderAt('/desk?step=STEP2&chat=open&unread=true&country=C0820&cargoType=CONT&from=2026-11-01&to=2026-11-30&q=%20mensah%20&after=zzz&bogus=1');
    await screen.findByRole('list', { name: 'Bookings' });
    const q = inboxCalls(calls)[0]!.query;
    expect(Object.fromEntries(q)).toEqual({ step: 'STEP2', chat: 'open', unread: 'true', country: 'C0820', cargoType: 'CONT', from: '2026-11-01', to: '2026-11-30', q: 'mensah' });
    expect(screen.getByLabelText('Chat')).toHaveValue('open');
    expect(screen.getByLabelText('Cargo type')).toHaveValue('CONT');
    expect(screen.getByLabelText('Unread only')).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('mensah');
  });

  it('leaves out what the api would refuse', async () => {
    const calls = stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage([]) } });
    renderAt('/desk?step=STEP9&chat=maybe&unread=yes&country=Ghana&cargoType=SHIP&from=2026-12-01&to=2026-11-01');
    // The end day is kept, the start day after it dropped: a filter is still on.
    await screen.findByText('No booking matches these filters.');
    expect(Object.fromEntries(inboxCalls(calls)[0]!.query)).toEqual({ to: '2026-11-01' });
  });

  it('writes each change back to the URL and asks again with it', async () => {
    const calls = stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 2)) } });
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    await user.selectOptions(screen.getByLabelText('Cargo type'), 'CONT');
    await waitFor(() => expect(currentUrl()).toBe('/desk?cargoType=CONT'));
    await user.click(screen.getByLabelText('Unread only'));
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'demo.buyer@example.com{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/desk?cargoType=CONT&unread=true&q=demo.buyer%40example.com'));
    await waitFor(() => expect(inboxCalls(calls).at(-1)!.query.get('q')).toBe('demo.buyer@example.com'));
    expect(inboxCalls(calls).at(-1)!.query.get('unread')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/desk'));
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue('');
  });
});

describe('step tabs', () => {
  const counts = { STEP1: 4, STEP2: 3, STEP3: 2, STEP4: 1, COMPLETE: 5, CANCEL: 0 };

  it('shows every step with its count, All with the sum, and selects a step through the URL', async () => {
    const calls = stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 3), { counts, total: 15 }) } });
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    const tabs = screen.getByRole('tablist', { name: 'Booking steps' });
    const names = within(tabs).getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(['All15', 'Request submitted4', 'Request reviewed3', 'Invoice issued2', 'Transfer receipt uploaded1', 'Complete5', 'Cancelled0']);
    expect(within(tabs).getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: /Invoice issued/ }));
    await waitFor(() => expect(currentUrl()).toBe('/desk?step=STEP3'));
    await waitFor(() => expect(inboxCalls(calls).at(-1)!.query.get('step')).toBe('STEP3'));
    expect(await screen.findByRole('tabpanel', { name: /Invoice issued/ })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 3), { counts }) } });
    const { user } = renderAt('/desk?step=STEP1');
    const current = await screen.findByRole('tab', { name: /Request submitted/ });
    await waitFor(() => expect(current).toHaveAttribute('aria-selected', 'true'));
    current.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentUrl()).toBe('/desk?step=STEP2'));
    expect(screen.getByRole('tab', { name: /Request reviewed/ })).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(currentUrl()).toBe('/desk'));
  });
});

describe('pages', () => {
  it('loads the next 50 after the cursor and appends them, until the last page', async () => {
    const calls = stubFetch({
      'GET /staff/inbox': (call) =>
        call.query.get('after') === 'cursor-50'
          ? { status: 200, body: inboxPage(rows(51, 10), { total: 60 }) }
          : { status: 200, body: inboxPage(rows(1, 50), { total: 60, nextCursor: 'cursor-50' }) },
    });
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    expect(rowLinks()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowLinks()).toHaveLength(60));
    expect(inboxCalls(calls).at(-1)!.query.get('after')).toBe('cursor-50');
    expect(rowLinks()[50]).toHaveAttribute('href', '/desk/booking/51');
    expect(screen.getByText('Showing 60 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows each row: number, customer, route, cargo, step, last message, P.I, documents and unread', async () => {
    stubFetch({
      'GET /staff/inbox': {
        status: 200,
        body: inboxPage([inboxRow(1024, { bookingStep: 'STEP3', cargoType: 'CONT', unreadCnt: 2, piState: 'ISSUED', customerDocumentCnt: 1, pendingOwner: true, flagInquiry: false, customer: { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820' } })]),
      },
    });
    renderAt('/desk');
    const row = (await screen.findAllByTestId('inbox-row'))[0]!;
    expect(row).toHaveAttribute('href', '/desk/booking/1024');
    for (const text of ['No. 1024', 'Daniel Mensah', '(Ghana)', 'Incheon → Tema', 'Container', 'Invoice issued', 'Hello about booking 1024', '5m ago', 'P.I issued', '1 document received', '2 unread messages', 'Waiting for owner', 'Chat ended']) {
      expect(row).toHaveTextContent(text);
    }
    expect(row.querySelector('img')).toHaveAttribute('src', '/flags/gh.svg');
  });
});

describe('keyboard', () => {
  it('moves through rows with the arrows and j/k (one row in the Tab order), and Enter opens one', async () => {
    stubFetch({
      'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 4)) },
      'GET /staff/booking/detail': { status: 500, body: { errorCode: 'X', message: 'x' } },
    });
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    const links = rowLinks();
    expect(links.map((l) => l.tabIndex)).toEqual([0, -1, -1, -1]);
    links[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('j');
    expect(links[2]).toHaveFocus();
    await user.keyboard('k');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[3]).toHaveFocus();
    expect(links.map((l) => l.tabIndex)).toEqual([-1, -1, -1, 0]);
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/desk/booking/2'));
  });

  it('puts the cursor in the search with /', async () => {
    stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 2)) } });
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    rowLinks()[0]!.focus();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveFocus();
  });
});

describe('states', () => {
  it('shows the skeleton while the first page loads (the panel busy)', async () => {
    let answer: (v: unknown) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise((r) => (answer = r))) as unknown as typeof fetch;
    renderAt('/desk');
    expect(await screen.findByTestId('inbox-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ ok: true, status: 200, statusText: '200', text: async () => JSON.stringify(inboxPage(rows(1, 1))) }));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
  });

  it('says when nothing matches the filters and clears them (the step tab stays)', async () => {
    stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage([]) } });
    const { user } = renderAt('/desk?step=STEP2&q=nobody');
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('desk-empty')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/desk?step=STEP2'));
    expect(await screen.findByText('No booking at this step.')).toBeInTheDocument();
  });

  it('shows the error panel, and Try again asks again', async () => {
    let fail = true;
    stubFetch({ 'GET /staff/inbox': () => (fail ? { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } } : { status: 200, body: inboxPage(rows(1, 2)) }) });
    const { user } = renderAt('/desk');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The inbox could not be loaded.');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('offers to sign in again when the api refuses the session', async () => {
    stubFetch({ 'GET /staff/inbox': { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } });
    renderAt('/desk?step=STEP1');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/member/sign-in?next=%2Fdesk%3Fstep%3DSTEP1');
  });
});

describe('live', () => {
  it('asks for the first page again on a stream message and merges it, keeping the loaded pages', async () => {
    let fresh = false;
    const calls = stubFetch({
      'GET /staff/inbox': (call) => {
        if (call.query.get('after') === 'cursor-50') return { status: 200, body: inboxPage(rows(51, 5), { total: 55, unreadTotal: 1 }) };
        const first = fresh ? [inboxRow(900, { unreadCnt: 1, lastMessage: { content: 'New message', regDtm: new Date().toISOString(), fromStaff: false } }), ...rows(1, 49)] : rows(1, 50);
        return { status: 200, body: inboxPage(first, { total: fresh ? 56 : 55, unreadTotal: fresh ? 2 : 1, nextCursor: 'cursor-50' }) };
      },
    });
    const seen: number[] = [];
    const off = bus.on('desk:unread', ({ count }) => seen.push(count));
    const { user } = renderAt('/desk');
    await screen.findByRole('list', { name: 'Bookings' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowLinks()).toHaveLength(55));
    expect(document.title).toBe('(1) Staff desk');

    expect(FakeEventSource.last.url).toBe('/staff/stream');
    act(() => FakeEventSource.last.open());
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live');
    const before = inboxCalls(calls).length;
    fresh = true;
    act(() => FakeEventSource.last.send('inquiry', { type: 'inquiry', bookingId: 900, message: { inquiryId: 1 } }));
    await waitFor(() => expect(rowLinks()[0]).toHaveAttribute('href', '/desk/booking/900'));
    expect(inboxCalls(calls).slice(before).map((c) => c.query.get('after'))).toEqual([null]);
    // Every loaded booking is still there (row 50, pushed out of the first page, stays after it).
    expect(rowLinks()).toHaveLength(56);
    expect(rowLinks().map((l) => l.getAttribute('href'))).toContain('/desk/booking/50');
    expect(rowLinks()[0]).toHaveAttribute('data-fresh', 'true');
    await waitFor(() => expect(document.title).toBe('(2) Staff desk'));
    expect(seen.at(-1)).toBe(2);
    off();
  });

  it('falls back to asking every 20 s while the stream is down, and reconnects with a backoff', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const calls = stubFetch({ 'GET /staff/inbox': { status: 200, body: inboxPage(rows(1, 3)) } });
      renderAt('/desk', { fakeTimers: true });
      await screen.findByRole('list', { name: 'Bookings' });
      const first = FakeEventSource.last;
      act(() => first.fail());
      expect(first.closed).toBe(true);
      expect(screen.getByTestId('live-status')).toHaveTextContent('Live updates paused: refreshing every 20 s');
      const before = inboxCalls(calls).length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      // A new stream after about a second; it fails too (the endpoint is not there).
      expect(FakeEventSource.instances).toHaveLength(2);
      act(() => FakeEventSource.last.fail());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(inboxCalls(calls).length).toBeGreaterThan(before);
      act(() => FakeEventSource.last.open());
      expect(screen.getByTestId('live-status')).toHaveTextContent('Live');
    } finally {
      jest.useRealTimers();
    }
  });
});
