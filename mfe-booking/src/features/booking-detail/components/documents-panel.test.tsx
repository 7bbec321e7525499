import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { BookingDocument } from '@forwarder/shared/contract';
import { i18n } from '@forwarder/shared/i18n';
import { Providers } from '@forwarder/shared/remote';
import { MemoryRouter } from '@forwarder/shared/router';
import { DocumentsPanel } from './documents-panel';
import { FakeXhr, installFakeXhr } from '@forwarder/shared/testing';

const doc = (documentId: number, over: Partial<BookingDocument> = {}): BookingDocument => ({
  documentId,
  bookingId: 7,
  kind: 'RECEIPT',
  fileName: `receipt-${documentId}.pdf`,
  contentType: 'application/pdf',
  size: 245_760,
  uploadedAt: '2026-11-03T10:00:00.000Z',
  uploadedBy: 'CUSTOMER',
  uploaderName: 'Daniel Mensah',
  ...over,
});

const photo = doc(2, { kind: 'LOADING_PHOTO', fileName: 'loading.png', contentType: 'image/png', size: 2_202_009, uploadedBy: 'STAFF', uploaderName: 'Mina Park', uploadedAt: '2026-11-05T10:00:00.000Z' });

type Answer = { status: number; body: unknown };

/** fetch answering the documents list from `lists`, one per call (the last one repeats). */
function mockList(...lists: Answer[]) {
  let n = 0;
  const fetchMock = jest.fn(async () => {
    const a = lists[Math.min(n++, lists.length - 1)]!;
    return { ok: a.status < 400, status: a.status, statusText: '', text: async () => JSON.stringify(a.body) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}


function renderPanel(canUpload = true) {
  return render(
    <Providers client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
      <MemoryRouter>
        <DocumentsPanel bookingId={7} canUpload={canUpload} />
      </MemoryRouter>
    </Providers>,
  );
}

const pdfFile = (name = 'wire.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  installFakeXhr();
});
afterEach(() => jest.restoreAllMocks());

it('lists the documents newest first: kind, name, size, date, who, a download each and a preview for images', async () => {
  mockList({ status: 200, body: { list: [doc(1), photo, doc(3, { fileName: 'tiny.pdf', size: 197 })] } });
  renderPanel();
  const list = await screen.findByRole('list', { name: 'Documents' });
  const [tiny, ...rows] = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(tiny).toHaveTextContent('tiny.pdf');
  expect(tiny).toHaveTextContent('1 kB');
  expect(rows[0]).toHaveTextContent('Loading photo');
  expect(rows[0]).toHaveTextContent('loading.png');
  expect(rows[0]).toHaveTextContent('2.1 MB');
  expect(rows[0]).toHaveTextContent('2026.11.05');
  expect(rows[0]).toHaveTextContent('Mina Park from KoreaCarShipping');
  expect(rows[1]).toHaveTextContent('Transfer receipt');
  expect(rows[1]).toHaveTextContent('240 kB');
  expect(rows[1]).toHaveTextContent('You');
  expect(within(rows[0]!).getByRole('link', { name: 'Download loading.png' })).toHaveAttribute('href', '/svc/booking/document?documentId=2');
  expect(within(rows[1]!).getByRole('link', { name: 'Download receipt-1.pdf' })).toHaveAttribute('download', 'receipt-1.pdf');
  expect(within(rows[0]!).getByRole('button', { name: 'Preview loading.png' })).toBeVisible();
  expect(within(rows[1]!).queryByRole('button', { name: /Preview/ })).toBeNull();
});

it('shows the empty state, and a failed load with Retry', async () => {
  mockList({ status: 500, body: { errorCode: 'INTERNAL', message: 'x' } }, { status: 200, body: { list: [] } });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderPanel();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The documents could not be loaded.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No documents yet')).toBeVisible();
});

it('uploads the receipt with a real progress bar, then lists it', async () => {
  const fetchMock = mockList({ status: 200, body: { list: [] } }, { status: 200, body: { list: [doc(9, { fileName: 'wire.pdf' })] } });
  renderPanel();
  await screen.findByText('No documents yet');
  const input = screen.getByLabelText('Upload the bank transfer receipt');
  expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.jpg,.jpeg,.png'));
  expect(input).toHaveAccessibleDescription('PDF, JPEG or PNG, up to 10 MB.');
  const file = pdfFile();
  await userEvent.upload(input, file);

  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/svc/booking/document?bookingId=7&kind=RECEIPT&name=wire.pdf');
  expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.body).toBe(file);
  const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
  expect(screen.getByText('Uploading wire.pdf')).toBeVisible();
  act(() => xhr.progress(512, 2048));
  expect(bar).toHaveValue(25);
  expect(bar).toHaveAttribute('aria-valuetext', '25%');
  expect(screen.getByTestId('upload-progress')).toHaveTextContent('25%');
  expect(input).toBeDisabled();
  act(() => xhr.progress(2048, 2048));
  expect(bar).toHaveValue(100);
  act(() => xhr.answer(200, { data: doc(9, { fileName: 'wire.pdf' }) }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Receipt uploaded: wire.pdf'));
  const list = await screen.findByRole('list', { name: 'Documents' });
  expect(within(list).getByText('wire.pdf')).toBeVisible();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(input).toBeEnabled();
});

it.each([
  ['too large (checked before sending)', () => Object.defineProperty(pdfFile('big.pdf'), 'size', { value: 10 * 1024 * 1024 + 1 }), null, 'The file is larger than 10 MB. Choose a smaller file.'],
  ['a wrong type (checked before sending)', () => new File(['hello'], 'notes.txt', { type: 'text/plain' }), null, 'Only PDF, JPEG or PNG files can be uploaded.'],
  ['empty (checked before sending)', () => new File([], 'empty.pdf', { type: 'application/pdf' }), null, 'The file is empty. Choose the receipt file again.'],
  ['refused by type on the server', () => pdfFile('fake.pdf'), { status: 415, body: { errorCode: 'UNSUPPORTED_FILE_TYPE', message: 'x' } }, 'Only PDF, JPEG or PNG files can be uploaded.'],
  ['too large for the gateway', () => pdfFile(), { status: 413, body: '<html>413</html>' }, 'The file is larger than 10 MB. Choose a smaller file.'],
  ['too many', () => pdfFile(), { status: 409, body: { errorCode: 'TOO_MANY_DOCUMENTS', message: 'x' } }, 'This booking already holds as many documents as it can take.'],
  ['a finished booking', () => pdfFile(), { status: 409, body: { errorCode: 'BOOKING_FINISHED', message: 'x' } }, 'This booking is finished: no more documents can be added.'],
  ['a network failure', () => pdfFile(), 'network', 'The upload failed: check your connection and try again.'],
] as const)('says why an upload failed: %s', async (_label, makeFile, answer, message) => {
  mockList({ status: 200, body: { list: [] } });
  renderPanel();
  await screen.findByText('No documents yet');
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Upload the bank transfer receipt');
  await user.upload(input, makeFile());
  if (answer === null) {
    expect(FakeXhr.last).toBeNull();
  } else if (answer === 'network') {
    act(() => FakeXhr.last!.fail());
  } else {
    act(() => FakeXhr.last!.answer(answer.status, answer.body));
  }
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByTestId('upload-error')).toHaveTextContent(message);
  await waitFor(() => expect(input).toHaveFocus());
});

it('cancels a running upload', async () => {
  mockList({ status: 200, body: { list: [] } });
  renderPanel();
  await screen.findByText('No documents yet');
  await userEvent.upload(screen.getByLabelText('Upload the bank transfer receipt'), pdfFile());
  act(() => FakeXhr.last!.progress(100, 2048));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The upload was cancelled.');
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('offers no upload on a finished booking', async () => {
  mockList({ status: 200, body: { list: [doc(1)] } });
  renderPanel(false);
  await screen.findByRole('list', { name: 'Documents' });
  expect(screen.queryByLabelText('Upload the bank transfer receipt')).toBeNull();
});

it('previews an image in a dialog that keeps the focus inside and gives it back on Escape', async () => {
  mockList({ status: 200, body: { list: [doc(1), photo] } });
  renderPanel();
  const thumb = await screen.findByRole('button', { name: 'Preview loading.png' });
  await userEvent.click(thumb);
  const dialog = screen.getByRole('dialog', { name: 'Loading photo' });
  const image = within(dialog).getByRole('img', { name: 'loading.png' });
  expect(image).toHaveAttribute('src', '/svc/booking/document?documentId=2&inline=1');
  const download = within(dialog).getByRole('link', { name: 'Download' });
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Tab goes round inside the dialog.
  close.focus();
  await userEvent.tab();
  expect(download).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(download).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(thumb).toHaveFocus();
});

it('takes back the buyer’s own upload after a confirmation; staff documents and a finished booking offer no removal', async () => {
  const calls: Array<{ url: string; method: string }> = [];
  let listed: BookingDocument[] = [doc(1), photo];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    if (init?.method === 'DELETE') {
      listed = [photo];
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ ok: true }) };
    }
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ list: listed }) };
  }) as unknown as typeof fetch;
  const user = userEvent.setup();
  const { unmount } = renderPanel();
  const list = await screen.findByRole('list', { name: 'Documents' });
  expect(within(list).queryByRole('button', { name: 'Remove loading.png' })).toBeNull();
  await user.click(within(list).getByRole('button', { name: 'Remove receipt-1.pdf' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove this document?' });
  expect(confirm).toHaveTextContent('receipt-1.pdf will no longer be on this booking, for you or for our staff.');
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByText('receipt-1.pdf')).toBeNull());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/svc/booking/document?documentId=1']);
  unmount();

  listed = [doc(1)];
  renderPanel(false);
  const finished = await screen.findByRole('list', { name: 'Documents' });
  expect(within(finished).queryByRole('button', { name: /^Remove/ })).toBeNull();
});
