import { DOCUMENT_MAX_BYTES, DOCUMENT_NAME_MAX, DocumentContentTypeSchema, DocumentUploadAnswerSchema, type BookingDocument } from '../contract';
import { ApiError, uploadWithProgress } from './client';
import { bookingDocumentUrl, checkDocumentFile, DOCUMENT_ACCEPT, DOCUMENT_EXTENSIONS, documentUploadName, documentUploadProblem, isImageDocument, uploadBookingDocument } from './documents';
import { FakeXhr, installFakeXhr } from '../testing';


let restoreXhr = () => {};
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

const stored: BookingDocument = {
  documentId: 9,
  bookingId: 7,
  kind: 'RECEIPT',
  fileName: 'wire.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-03T10:00:00.000Z',
  uploadedBy: 'CUSTOMER',
  uploaderName: 'Daniel Mensah',
};
const pdf = (name = 'wire.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('uploadWithProgress', () => {
  it('posts the bytes with cookies and reports the share sent, then parses the answer', async () => {
    const shares: number[] = [];
    const file = pdf();
    const done = uploadWithProgress('/svc/booking/document', DocumentUploadAnswerSchema, file, { query: { bookingId: 7, kind: 'RECEIPT', name: 'a b.pdf', skip: undefined }, onProgress: (s) => shares.push(s) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/svc/booking/document?bookingId=7&kind=RECEIPT&name=a+b.pdf');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/octet-stream', Accept: 'application/json' });
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 1024, total: 0 });
    expect(shares).toEqual([0, 0.25]);
    xhr.answer(200, { data: stored });
    await expect(done).resolves.toEqual({ data: stored });
  });

  it.each([
    ['an api refusal', (x: FakeXhr) => x.answer(409, { errorCode: 'TOO_MANY_DOCUMENTS', message: 'Full.' }), { status: 409, errorCode: 'TOO_MANY_DOCUMENTS', message: 'Full.' }],
    ['a gateway refusal without an api body', (x: FakeXhr) => x.answer(413, '<html>413</html>', 'Payload Too Large'), { status: 413, errorCode: 'HTTP_413', message: 'Payload Too Large' }],
    ['an answer that breaks the contract', (x: FakeXhr) => x.answer(200, { data: { documentId: 'x' } }), { status: 0, errorCode: 'BAD_RESPONSE', message: 'Unexpected answer from /staff/booking/document' }],
    ['no answer', (x: FakeXhr) => x.onerror?.(), { status: 0, errorCode: 'NETWORK' }],
    ['a timeout', (x: FakeXhr) => x.ontimeout?.(), { status: 0, errorCode: 'TIMEOUT' }],
  ] as const)('rejects with ApiError like every call: %s', async (_label, act, expected) => {
    const done = uploadWithProgress('/staff/booking/document', DocumentUploadAnswerSchema, pdf());
    act(FakeXhr.last!);
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject(expected);
  });

  it('is cancelled by its signal, also before it is sent', async () => {
    const ctrl = new AbortController();
    const running = uploadWithProgress('/staff/booking/document', DocumentUploadAnswerSchema, pdf(), { signal: ctrl.signal });
    ctrl.abort();
    await expect(running).rejects.toMatchObject({ status: 0, errorCode: 'CANCELLED' });
    FakeXhr.last = null;
    await expect(uploadWithProgress('/staff/booking/document', DocumentUploadAnswerSchema, pdf(), { signal: ctrl.signal })).rejects.toMatchObject({ errorCode: 'CANCELLED' });
    expect(FakeXhr.last).toBeNull();
  });
});

describe('booking documents', () => {
  it('offers the types the contract takes', () => {
    expect(DOCUMENT_ACCEPT).toBe([...DOCUMENT_EXTENSIONS.map((e) => `.${e}`), ...DocumentContentTypeSchema.options].join(','));
  });

  it('looks at size and type before sending', () => {
    expect(checkDocumentFile(pdf())).toBeNull();
    expect(checkDocumentFile({ name: 'SCAN.JPG', size: 10, type: '' })).toBeNull();
    expect(checkDocumentFile({ name: 'scan', size: 10, type: 'image/png' })).toBeNull();
    expect(checkDocumentFile({ name: 'a.pdf', size: 0, type: 'application/pdf' })).toBe('EMPTY');
    expect(checkDocumentFile({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES + 1, type: 'application/pdf' })).toBe('TOO_LARGE');
    expect(checkDocumentFile({ name: 'notes.txt', size: 5, type: 'text/plain' })).toBe('WRONG_TYPE');
  });

  it('sends a name the api takes, keeping the extension', () => {
    expect(documentUploadName('  wire.pdf ', 'receipt')).toBe('wire.pdf');
    expect(documentUploadName('   ', 'receipt')).toBe('receipt');
    const long = documentUploadName(`${'가'.repeat(300)}.jpeg`, 'document');
    expect([...long]).toHaveLength(DOCUMENT_NAME_MAX);
    expect(long.endsWith('가.jpeg')).toBe(true);
  });

  it('names why an upload did not happen', () => {
    const problem = (status: number, code: string) => documentUploadProblem(new ApiError(status, code, 'x'));
    expect(documentUploadProblem(new Error('x'))).toBe('OTHER');
    expect(problem(0, 'CANCELLED')).toBe('CANCELLED');
    expect(problem(0, 'NETWORK')).toBe('NETWORK');
    expect(problem(0, 'TIMEOUT')).toBe('NETWORK');
    expect(problem(0, 'BAD_RESPONSE')).toBe('OTHER');
    expect(problem(401, 'UNAUTHORIZED')).toBe('SIGNED_OUT');
    expect(problem(403, 'FORBIDDEN')).toBe('SIGNED_OUT');
    expect(problem(400, 'EMPTY_FILE')).toBe('EMPTY');
    expect(problem(413, 'HTTP_413')).toBe('TOO_LARGE');
    expect(problem(415, 'UNSUPPORTED_FILE_TYPE')).toBe('WRONG_TYPE');
    expect(problem(409, 'TOO_MANY_DOCUMENTS')).toBe('TOO_MANY');
    expect(problem(409, 'BOOKING_FINISHED')).toBe('FINISHED');
    expect(problem(500, 'INTERNAL')).toBe('OTHER');
  });

  it('uploads to the side it is given and answers the stored document', async () => {
    const done = uploadBookingDocument('staff', { bookingId: 7, kind: 'BL_DRAFT', file: pdf(' '), fallbackName: 'document' });
    expect(FakeXhr.last!.url).toBe('/staff/booking/document?bookingId=7&kind=BL_DRAFT&name=document');
    FakeXhr.last!.answer(200, { data: stored });
    await expect(done).resolves.toEqual(stored);
    void uploadBookingDocument('buyer', { bookingId: 7, kind: 'RECEIPT', file: pdf(), fallbackName: 'receipt' });
    expect(FakeXhr.last!.url).toBe('/svc/booking/document?bookingId=7&kind=RECEIPT&name=wire.pdf');
  });

  it("links each side's download and in-place view", () => {
    expect(bookingDocumentUrl('buyer', 2)).toBe('/svc/booking/document?documentId=2');
    expect(bookingDocumentUrl('staff', 2, true)).toBe('/staff/booking/document?documentId=2&inline=1');
  });

  it('shows images in place, never a PDF', () => {
    expect(isImageDocument({ contentType: 'image/png' })).toBe(true);
    expect(isImageDocument({ contentType: 'application/pdf' })).toBe(false);
  });
});
