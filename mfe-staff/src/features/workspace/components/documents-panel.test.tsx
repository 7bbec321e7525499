import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateSharedEnglish, FakeEventSource, installFakeEventSource, renderAt } from '../../../test/render-desk';
import { bookingDocument, callsTo, staffBooking, stubWorkspace, type WorkspaceState } from '../../../test/staff-booking';
import { FakeXhr, installFakeXhr } from '@forwarder/shared/testing';


beforeAll(activateSharedEnglish);
beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
  installFakeXhr();
});

const state = (): WorkspaceState => ({ detail: staffBooking({ documents: [bookingDocument(1)] }), chat: [], unreadTotal: 0 });
const panel = () => screen.getByRole('region', { name: 'Documents' });

it("lists what the booking holds, the customer's receipt included, with a download per file and a preview of images", async () => {
  const s = state();
  s.detail = staffBooking({ documents: [bookingDocument(1), bookingDocument(2, { kind: 'LOADING_PHOTO', fileName: 'loading-day-1.png', contentType: 'image/png', size: 3_400_000, uploadedBy: 'STAFF', uploaderName: 'Mina Park' })] });
  stubWorkspace(s);
  const { user } = renderAt('/desk/booking/7');
  await screen.findByRole('region', { name: 'Documents' });
  const rows = within(panel()).getAllByTestId('document-row');
  // Newest first.
  expect(rows[0]).toHaveTextContent('Loading photo');
  expect(rows[0]).toHaveTextContent('3.2 MB');
  expect(rows[0]).toHaveTextContent('Mina Park');
  expect(rows[1]).toHaveTextContent('Transfer receipt');
  expect(rows[1]).toHaveTextContent('from the customer');
  expect(rows[1]).toHaveTextContent('wire-transfer.pdf');
  expect(within(rows[1]!).getByRole('link', { name: 'Download wire-transfer.pdf' })).toHaveAttribute('href', '/staff/booking/document?documentId=1');

  const thumb = within(rows[0]!).getByRole('button', { name: 'Preview loading-day-1.png' });
  await user.click(thumb);
  const dialog = screen.getByRole('dialog', { name: 'Loading photo' });
  expect(within(dialog).getByRole('img', { name: 'loading-day-1.png' })).toHaveAttribute('src', '/staff/booking/document?documentId=2&inline=1');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(thumb).toHaveFocus();
});

it('uploads a document with its kind, shows the progress, then the stored file', async () => {
  const s = state();
  const calls = stubWorkspace(s);
  const { user } = renderAt('/desk/booking/7');
  await screen.findByRole('region', { name: 'Documents' });
  await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Document type' }), 'BL_DRAFT');
  const file = new File(['%PDF-1.4 draft'], 'BL draft 7.pdf', { type: 'application/pdf' });
  await user.upload(within(panel()).getByLabelText('Upload a file'), file);

  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('/staff/booking/document?bookingId=7&kind=BL_DRAFT&name=BL+draft+7.pdf');
  expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
  expect(xhr.withCredentials).toBe(true);
  expect(xhr.body).toBe(file);
  const bar = await within(panel()).findByRole('progressbar', { name: 'Upload progress' });
  expect(within(panel()).getByText('Uploading BL draft 7.pdf')).toBeInTheDocument();
  act(() => xhr.progress(6, 14));
  expect(bar).toHaveAttribute('value', '43');
  expect(bar).toHaveAttribute('aria-valuetext', '43%');
  expect(within(panel()).getByLabelText('Upload a file')).toBeDisabled();

  const stored = bookingDocument(3, { kind: 'BL_DRAFT', fileName: 'BL draft 7.pdf', size: 14, uploadedBy: 'STAFF', uploaderName: 'Mina Park', uploadedAt: '2026-11-24T09:00:00.000Z' });
  s.detail = staffBooking({ documents: [bookingDocument(1), stored] });
  const before = callsTo(calls, 'GET', '/staff/booking/detail').length;
  act(() => xhr.answer(200, { data: stored }));
  expect(await within(panel()).findByText('B/L draft added: BL draft 7.pdf. The customer sees it on their booking.')).toHaveAttribute('role', 'status');
  expect(within(panel()).queryByRole('progressbar')).not.toBeInTheDocument();
  await waitFor(() => expect(callsTo(calls, 'GET', '/staff/booking/detail').length).toBeGreaterThan(before));
  expect(await within(panel()).findByRole('link', { name: 'Download BL draft 7.pdf' })).toBeInTheDocument();
  expect(within(panel()).getByLabelText('Upload a file')).toHaveFocus();
});

it('says what the api refused, and refuses a wrong file before sending it', async () => {
  stubWorkspace(state());
  const { user } = renderAt('/desk/booking/7');
  await screen.findByRole('region', { name: 'Documents' });
  const input = within(panel()).getByLabelText('Upload a file');
  await user.upload(input, new File(['not a pdf'], 'photo.png', { type: 'image/png' }));
  act(() => FakeXhr.last!.answer(413, { errorCode: 'FILE_TOO_LARGE', message: 'x' }));
  expect(await within(panel()).findByRole('alert')).toHaveTextContent('The file is larger than 10 MB. Choose a smaller file.');

  // The picker offers PDF, JPEG and PNG only; a file of another type given anyway is refused before it is sent.
  FakeXhr.last = null;
  await waitFor(() => expect(input).toBeEnabled());
  fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(within(panel()).getByRole('alert')).toHaveTextContent('Only PDF, JPEG or PNG files can be uploaded.');
  expect(FakeXhr.last).toBeNull();
});

it("shows the customer's receipt when it arrives on the live stream", async () => {
  const s = state();
  s.detail = staffBooking();
  stubWorkspace(s);
  renderAt('/desk/booking/7');
  expect(await within(await screen.findByRole('region', { name: 'Documents' })).findByText(/No documents yet/)).toBeInTheDocument();
  s.detail = staffBooking({ documents: [bookingDocument(1)] });
  act(() => FakeEventSource.last.send('booking', { type: 'booking', bookingId: 7 }));
  expect(await within(panel()).findByRole('link', { name: 'Download wire-transfer.pdf' })).toBeInTheDocument();
});

it("takes back a staff upload after a confirmation, never the customer's receipt, and the trail says so", async () => {
  const s = state();
  const photo = bookingDocument(2, { kind: 'LOADING_PHOTO', fileName: 'wrong-car.png', contentType: 'image/png', uploadedBy: 'STAFF', uploaderName: 'Mina Park' });
  s.detail = staffBooking({ documents: [bookingDocument(1), photo] });
  const calls = stubWorkspace(s, {
    'DELETE /staff/booking/document': () => {
      s.detail = staffBooking({
        documents: [bookingDocument(1)],
        activity: [{ id: 2, at: '2026-11-24T09:00:00.000Z', kind: 'DOCUMENT_REMOVED', staff: { id: 9, name: 'Mina Park' }, detail: 'LOADING_PHOTO wrong-car.png' }],
      });
      return { status: 200, body: { ok: true } };
    },
  });
  const { user } = renderAt('/desk/booking/7');
  await screen.findByRole('region', { name: 'Documents' });
  expect(within(panel()).queryByRole('button', { name: 'Remove wire-transfer.pdf' })).toBeNull();
  await user.click(within(panel()).getByRole('button', { name: 'Remove wrong-car.png' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove this document?' });
  expect(confirm).toHaveTextContent('wrong-car.png will no longer be on this booking, for you or for the customer.');
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(panel()).queryByText('wrong-car.png')).toBeNull());
  expect(callsTo(calls, 'DELETE', '/staff/booking/document').map((c) => c.url)).toEqual(['/staff/booking/document?documentId=2']);
  expect(await screen.findByText(/Mina Park removed Loading photo: wrong-car.png/)).toBeInTheDocument();
});
