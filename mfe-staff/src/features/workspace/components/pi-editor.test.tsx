import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { activateSharedEnglish, installFakeEventSource, renderAt, type FetchAnswer, type SeenCall } from '../../../test/render-desk';
import { callsTo, staffBooking, staffInvoice, stubWorkspace, type WorkspaceState } from '../../../test/staff-booking';
import { localDay, toPiBody, wholeOf } from '../model';

beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});

const RATE = { status: 200, body: { data: { rate: 0.92, ttl: 3600, updateDate: '20261126' } } };
const state = (): WorkspaceState => ({ detail: staffBooking(), chat: [], unreadTotal: 0 });
const editor = () => screen.getByTestId('pi-editor');
const field = (name: string) => within(editor()).getByRole('textbox', { name });

/** Open the editor of booking 7 with `answers` stubbed. */
async function openEditor(answers: Record<string, FetchAnswer | ((call: SeenCall) => FetchAnswer)> = {}, s = state()) {
  const calls = stubWorkspace(s, answers);
  const view = renderAt('/desk/booking/7');
  const panel = await screen.findByRole('region', { name: 'Proforma invoices' });
  await view.user.click(within(panel).getByRole('button', { name: 'New P.I' }));
  // The editor is a chunk of its own: it arrives, then takes the focus.
  expect(await screen.findByTestId('pi-editor')).toBeInTheDocument();
  expect(field('Description, line 1')).toHaveFocus();
  return { ...view, calls, panel };
}

/** Fill line `n` (1-based). */
async function fillLine(user: UserEvent, n: number, { description, quantity, unit, price }: { description: string; quantity?: string; unit?: string; price: string }) {
  await user.type(field(`Description, line ${n}`), description);
  if (quantity !== undefined) {
    await user.clear(field(`Quantity, line ${n}`));
    await user.type(field(`Quantity, line ${n}`), quantity);
  }
  if (unit !== undefined) {
    await user.clear(field(`Unit, line ${n}`));
    await user.type(field(`Unit, line ${n}`), unit);
  }
  await user.type(field(`Unit price in USD, line ${n}`), price);
}

it('reads whole numbers the way staff type them', () => {
  expect(wholeOf('1,200')).toBe(1200);
  expect(wholeOf(' 7 ')).toBe(7);
  expect(wholeOf('1.5')).toBeNull();
  expect(wholeOf('')).toBeNull();
});

it('computes each line, the total and the EUR amount (rounded up) as staff type', async () => {
  const { user } = await openEditor({ 'POST /ext/exchange/exchanges/current-rate': RATE });
  await fillLine(user, 1, { description: 'Ocean freight Incheon - Tema', quantity: '2', unit: 'cars', price: '1,250' });
  const totals = () => within(editor()).getAllByTestId('pi-line-total').map((el) => el.textContent?.replace(/\s/g, ' '));
  expect(totals()).toEqual(['USD 2,500']);
  await user.click(within(editor()).getByRole('button', { name: 'Add a line' }));
  expect(field('Description, line 2')).toBeInTheDocument();
  await fillLine(user, 2, { description: 'Port handling', price: '133' });
  expect(totals()).toEqual(['USD 2,500', 'USD 133']);
  expect(screen.getByTestId('pi-total-usd')).toHaveTextContent('USD 2,633');
  expect(screen.queryByTestId('pi-total-eur')).not.toBeInTheDocument();

  await user.click(within(editor()).getByRole('radio', { name: 'EUR' }));
  expect(await within(editor()).findByTestId('pi-rate')).toHaveTextContent('Today\'s rate: 1 USD = 0.92 EUR (2026.11.26)');
  // 2,633 x 0.92 = 2,422.36: the buyer sees EUR 2,423.
  expect(screen.getByTestId('pi-total-eur')).toHaveTextContent('EUR 2,423');

  await user.click(within(editor()).getByRole('button', { name: 'Remove line 2' }));
  expect(totals()).toEqual(['USD 2,500']);
  expect(screen.getByTestId('pi-total-eur')).toHaveTextContent('EUR 2,300');
  expect(within(editor()).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
});

it('says what is wrong with an empty description and a zero quantity, and keeps what was typed', async () => {
  const { user, calls } = await openEditor();
  await fillLine(user, 1, { description: '   ', quantity: '0', price: '900' });
  await user.click(within(editor()).getByRole('button', { name: 'Issue P.I' }));
  expect(await within(editor()).findByText('Enter a description.')).toBeInTheDocument();
  expect(within(editor()).getByText('The quantity must be at least 1.')).toBeInTheDocument();
  expect(field('Description, line 1')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Description, line 1')).toHaveAccessibleDescription('Enter a description.');
  expect(field('Description, line 1')).toHaveFocus();
  expect(field('Unit price in USD, line 1')).toHaveValue('900');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  // Fixed as staff type: the messages go.
  await user.type(field('Description, line 1'), 'Ocean freight');
  await user.clear(field('Quantity, line 1'));
  await user.type(field('Quantity, line 1'), 'x');
  expect(await within(editor()).findByText('Enter the quantity as a whole number.')).toBeInTheDocument();
  await user.clear(field('Quantity, line 1'));
  await user.type(field('Quantity, line 1'), '1');
  await waitFor(() => expect(within(editor()).queryByText('Enter a description.')).not.toBeInTheDocument());
  expect(within(editor()).queryByText('The quantity must be at least 1.')).not.toBeInTheDocument();
  expect(within(editor()).queryByText('Enter the quantity as a whole number.')).not.toBeInTheDocument();
  expect(callsTo(calls, 'POST', '/staff/pi')).toHaveLength(0);
});

it('refuses EUR without today’s rate, with a way to try again', async () => {
  let up = false;
  const { user, calls } = await openEditor({
    'POST /ext/exchange/exchanges/current-rate': () => (up ? RATE : { status: 503, body: { errorCode: 'EXCHANGE_UNAVAILABLE', message: 'x' } }),
  });
  await fillLine(user, 1, { description: 'Ocean freight', price: '1000' });
  await user.click(within(editor()).getByRole('radio', { name: 'EUR' }));
  expect(await within(editor()).findByText("Today's EUR rate could not be loaded.")).toBeInTheDocument();
  await user.click(within(editor()).getByRole('button', { name: 'Preview PDF' }));
  expect(await within(editor()).findByText("Today's EUR rate is not available: try again, or issue the invoice in USD.")).toBeInTheDocument();
  expect(callsTo(calls, 'POST', '/staff/pi/preview')).toHaveLength(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  up = true;
  await user.click(within(editor()).getByRole('button', { name: 'Try again' }));
  expect(await within(editor()).findByTestId('pi-rate')).toHaveTextContent('1 USD = 0.92 EUR');
  await waitFor(() => expect(within(editor()).queryByText(/Today's EUR rate is not available/)).not.toBeInTheDocument());
});

it('previews the exact PDF of the body it would issue, and frees it on close', async () => {
  const pdf = new Blob(['%PDF-1.7 preview'], { type: 'application/pdf' });
  const { user, calls } = await openEditor({ 'POST /ext/exchange/exchanges/current-rate': RATE, 'POST /staff/pi/preview': { status: 200, body: pdf } });
  await fillLine(user, 1, { description: 'Ocean freight Incheon - Tema', quantity: '2', unit: 'cars', price: '1250' });
  await user.click(within(editor()).getByRole('button', { name: 'Add a line' }));
  await fillLine(user, 2, { description: 'Port handling', price: '133' });
  await user.click(within(editor()).getByRole('radio', { name: 'EUR' }));
  await within(editor()).findByText(/1 USD = 0\.92 EUR/);
  await user.type(within(editor()).getByRole('textbox', { name: 'Memo (printed on the P.I)' }), 'Insurance not included.');
  const previewButton = within(editor()).getByRole('button', { name: 'Preview PDF' });
  await user.click(previewButton);

  const dialog = await screen.findByRole('dialog', { name: 'P.I preview' });
  await within(dialog).findByTestId('pi-preview-ready');
  const [call] = callsTo(calls, 'POST', '/staff/pi/preview');
  expect(call!.body).toEqual({
    bookingId: 7,
    dueDtm: localDay(7),
    curr: 'EUR',
    currRate: 0.92,
    memo: 'Insurance not included.',
    downloadable: true,
    itemList: [
      { description: 'Ocean freight Incheon - Tema', unitSize: '2 cars', total: 2500 },
      { description: 'Port handling', unitSize: '1 units', total: 133 },
    ],
  });
  expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
  expect(within(dialog).getByRole('link', { name: /Open the PDF/ })).toHaveAttribute('href', 'blob:preview-1');
  expect(within(dialog).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('download', 'PI-preview-booking-7.pdf');

  await user.click(within(dialog).getByRole('button', { name: 'Back to the editor' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(previewButton).toHaveFocus();
  // Nothing was lost.
  expect(field('Description, line 2')).toHaveValue('Port handling');
});

it('issues the P.I after a confirmation, mails the buyer and lists it; a failure keeps the form', async () => {
  const s = state();
  let fail = true;
  const calls = (await openEditor({
    'POST /staff/pi': () => {
      if (fail) return { status: 500, body: { errorCode: 'INTERNAL', message: 'x' } };
      s.detail = staffBooking({ invoices: [staffInvoice(41, { itemList: [{ description: 'Ocean freight', unitSize: '3 units', total: 3000 }], totalUsd: 3000, totalCurr: 3000 })] });
      return { status: 200, body: { data: 41 } };
    },
  }, s));
  const { user } = calls;
  await fillLine(user, 1, { description: 'Ocean freight', quantity: '3', price: '1000' });
  await user.click(within(editor()).getByRole('checkbox', { name: 'The buyer can download the PDF' }));
  await user.click(within(editor()).getByRole('button', { name: 'Issue P.I' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Issue this P.I?' });
  expect(dialog).toHaveTextContent('Daniel Mensah gets a mail in English with a link to the booking, and sees the P.I for USD 3,000');
  await user.click(within(dialog).getByRole('button', { name: 'Issue and mail' }));
  expect(await within(editor()).findByRole('alert')).toHaveTextContent('The P.I was not issued; your entries are kept.');
  expect(field('Description, line 1')).toHaveValue('Ocean freight');

  fail = false;
  await user.click(within(editor()).getByRole('button', { name: 'Issue P.I' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Issue this P.I?' });
  await user.click(within(dialog).getByRole('button', { name: 'Issue and mail' }));
  const panel = screen.getByRole('region', { name: 'Proforma invoices' });
  expect(await within(panel).findByRole('status')).toHaveTextContent('PI-000041 is issued and mailed to the customer.');
  const posts = callsTo(calls.calls, 'POST', '/staff/pi');
  expect(posts).toHaveLength(2);
  expect(posts[1]!.body).toEqual({ bookingId: 7, dueDtm: localDay(7), curr: 'USD', currRate: 0, memo: '', downloadable: false, itemList: [{ description: 'Ocean freight', unitSize: '3 units', total: 3000 }] });
  expect(screen.queryByTestId('pi-editor')).not.toBeInTheDocument();
  expect(await within(panel).findByTestId('invoice-row')).toHaveTextContent('PI-000041');
  expect(within(panel).getByRole('button', { name: 'New P.I' })).toHaveFocus();
});

it('withdraws an invoice only with a reason', async () => {
  const s = state();
  s.detail = staffBooking({ invoices: [staffInvoice(12)] });
  const calls = stubWorkspace(s, {
    'DELETE /staff/pi': () => {
      s.detail = staffBooking({ invoices: [staffInvoice(12, { flagDel: true, withdrawnReason: 'Wrong freight amount' })] });
      return { status: 200, body: { ok: true } };
    },
  });
  const { user } = renderAt('/desk/booking/7');
  const panel = await screen.findByRole('region', { name: 'Proforma invoices' });
  const row = within(panel).getByTestId('invoice-row');
  expect(row).toHaveTextContent('PI-000012');
  expect(row).toHaveTextContent('USD 1,200');
  expect(row).toHaveTextContent('Issued, not downloaded');
  const withdraw = within(row).getByRole('button', { name: 'Withdraw PI-000012' });
  await user.click(withdraw);
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw PI-000012?' });
  const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await within(dialog).findByText('Enter why the P.I is withdrawn.')).toBeInTheDocument();
  expect(callsTo(calls, 'DELETE', '/staff/pi')).toHaveLength(0);

  await user.type(reason, '  Wrong freight amount ');
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(Object.fromEntries(callsTo(calls, 'DELETE', '/staff/pi')[0]!.query)).toEqual({ piId: '12', reason: 'Wrong freight amount' });
  expect(await within(panel).findByText('Reason: Wrong freight amount')).toBeInTheDocument();
  expect(within(panel).getByTestId('invoice-row')).toHaveTextContent('Withdrawn');
  expect(within(panel).getByRole('status')).toHaveTextContent('PI-000012 is withdrawn.');
});

it('builds the contract’s body: unit size from quantity and unit, total = quantity x unit price', () => {
  expect(
    toPiBody(7, { curr: 'USD', currRate: 0.5, memo: '', downloadable: true, dueDtm: '2026-12-01', itemList: [{ description: 'Freight', quantity: 2, unit: '', unitPrice: 10 }] }),
  ).toEqual({ bookingId: 7, curr: 'USD', currRate: 0, memo: '', downloadable: true, dueDtm: '2026-12-01', itemList: [{ description: 'Freight', unitSize: '2', total: 20 }] });
});
