import { screen, waitFor, within } from '@testing-library/react';
import { activateSharedEnglish, installFakeEventSource, renderAt } from '../../../test/render-desk';
import { callsTo, chatMessage, staffBooking, stubWorkspace, type WorkspaceState } from '../../../test/staff-booking';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

const state = (): WorkspaceState => ({ detail: staffBooking(), chat: [chatMessage(1, 'When does the vessel leave?')], unreadTotal: 0 });

async function openChat() {
  const log = await screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1));
  return { log, input: screen.getByRole('textbox', { name: 'Reply to Daniel Mensah' }) };
}

it('shows the conversation oldest first, with who wrote and when', async () => {
  const s = state();
  s.chat = [chatMessage(2, 'Friday.', { staff: true, at: '2026-11-21T11:05:00.000Z' }), ...s.chat];
  s.chat[0]!.clientReadDtm = '2026-11-21T11:30:00.000Z';
  stubWorkspace(s);
  renderAt('/desk/booking/7');
  const log = await screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
  const [first, second] = within(log).getAllByRole('listitem');
  expect(first).toHaveTextContent(/^Daniel MensahWhen does the vessel leave\?2026\.11\.21 \d\d:\d\d$/);
  expect(second).toHaveTextContent('Mina ParkStaffFriday.');
  expect(second).toHaveTextContent('Read by the customer');
});

it('sends a reply with Enter, keeps Shift+Enter as a new line, and shows the reply at once', async () => {
  const s = state();
  const calls = stubWorkspace(s, {
    'POST /staff/inquiry': (call) => ({ status: 200, body: { data: { ...chatMessage(5, (call.body as { content: string }).content, { staff: true }) } } }),
  });
  const { user } = renderAt('/desk/booking/7');
  const { log, input } = await openChat();
  await user.type(input, 'Yes, on Friday.{Shift>}{Enter}{/Shift}Regards');
  expect(input).toHaveValue('Yes, on Friday.\nRegards');
  expect(callsTo(calls, 'POST', '/staff/inquiry')).toHaveLength(0);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(callsTo(calls, 'POST', '/staff/inquiry')).toHaveLength(1));
  expect(callsTo(calls, 'POST', '/staff/inquiry')[0]!.body).toEqual({ bookingId: 7, content: 'Yes, on Friday.\nRegards' });
  await waitFor(() => expect(input).toHaveValue(''));
  expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Yes, on Friday. Regards');
  // An empty reply is not sent.
  await user.keyboard('{Enter}');
  expect(callsTo(calls, 'POST', '/staff/inquiry')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Send reply' })).toBeDisabled();
});

it('keeps the text when the reply fails, and says why', async () => {
  const calls = stubWorkspace(state(), { 'POST /staff/inquiry': { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } } });
  const { user } = renderAt('/desk/booking/7');
  const { input } = await openChat();
  await user.type(input, 'On Friday{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('The reply was not sent. Something went wrong. Please try again.');
  expect(input).toHaveValue('On Friday');
  expect(callsTo(calls, 'POST', '/staff/inquiry')).toHaveLength(1);
});

it('asks before ending the chat, then ends it and closes the reply box', async () => {
  const s = state();
  const calls = stubWorkspace(s, {
    'PUT /staff/inquiry/end': () => {
      s.detail = staffBooking({ booking: { flagInquiry: false } });
      return { status: 200, body: { ok: true } };
    },
  });
  const { user } = renderAt('/desk/booking/7');
  await openChat();
  const end = screen.getByRole('button', { name: 'End chat' });
  await user.click(end);
  let dialog = screen.getByRole('alertdialog', { name: 'End the chat?' });
  expect(dialog).toHaveTextContent('Daniel Mensah will no longer be able to write');
  // The least destructive answer has the focus; Escape leaves everything as it was.
  expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(end).toHaveFocus();
  expect(callsTo(calls, 'PUT', '/staff/inquiry/end')).toHaveLength(0);

  await user.click(end);
  dialog = screen.getByRole('alertdialog', { name: 'End the chat?' });
  await user.click(within(dialog).getByRole('button', { name: 'End chat' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(callsTo(calls, 'PUT', '/staff/inquiry/end')[0]!.url).toBe('/staff/inquiry/end?bookingId=7');
  expect(screen.getByTestId('chat-ended')).toHaveTextContent('The chat has ended');
  expect(screen.queryByRole('textbox', { name: 'Reply to Daniel Mensah' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End chat' })).not.toBeInTheDocument();
  expect(screen.getByRole('log', { name: 'Messages' })).toHaveFocus();
});

it('offers to sign in again when the session ended meanwhile', async () => {
  stubWorkspace(state(), { 'POST /staff/inquiry': { status: 401, body: { errorCode: 'UNAUTHORIZED', message: 'x' } } });
  const { user } = renderAt('/desk/booking/7');
  const { input } = await openChat();
  await user.type(input, 'On Friday{Enter}');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The reply was not sent. Your session has ended, or this account is not staff.');
  expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/member/sign-in?next=%2Fdesk%2Fbooking%2F7');
  expect(input).toHaveValue('On Friday');
});
