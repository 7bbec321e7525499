import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import type { BookingSignal } from '../../src/plugins/booking-events.ts';
import { cleanFileName, contentDisposition } from '../../src/lib/document-files.ts';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

/** A small but real file of each type. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);
const MB10 = contract.DOCUMENT_MAX_BYTES;

describe('booking documents (issue 23)', () => {
  let t: TestApp;
  let buyer: string;
  let tester: string;
  let staff: string;
  let address = 0;
  before(async () => {
    t = await createTestApp();
    buyer = await signIn(t.app, 'buyer');
    tester = await signIn(t.app, 'test');
    staff = await signIn(t.app, 'staff');
  });
  after(() => t.close());

  const userId = async (email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const bookingOf = async (email: string, step: 'STEP1' | 'STEP2' | 'STEP3' | 'STEP4' | 'COMPLETE' | 'CANCEL') =>
    (await t.app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', await userId(email)).where('booking_step', '=', step).orderBy('booking_id').executeTakeFirstOrThrow()).booking_id;
  /** A booking of its own for a test that fills it. */
  const freshBooking = async (email = 'demo.buyer@example.com', step: 'STEP3' | 'COMPLETE' = 'STEP3') =>
    (await t.app.db.insertInto('bookings').values({ user_id: await userId(email), booking_step: step, cargo_type: 'RORO' }).returning('booking_id').executeTakeFirstOrThrow()).booking_id;
  const codeOf = (res: LightMyRequestResponse) => {
    const e = errorOf(res);
    return [e.status, e.errorCode];
  };
  const stored = async (bookingId: number) => (await t.app.db.selectFrom('booking_documents').select('document_id').where('booking_id', '=', bookingId).execute()).length;

  const upload = (cookie: string | undefined, query: string, body: Buffer | string, contentType = 'application/octet-stream', side: 'svc' | 'staff' = 'svc') =>
    t.app.inject({
      method: 'POST',
      url: `/${side}/booking/document?${query}`,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType },
      payload: body,
      // Each upload from its own address: the buyer's upload limit is per address and window.
      remoteAddress: `10.23.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
    });
  const q = (bookingId: number, name: string, kind = 'RECEIPT') => `bookingId=${bookingId}&kind=${kind}&name=${encodeURIComponent(name)}`;
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const listOf = async (bookingId: number, cookie = buyer, side: 'svc' | 'staff' = 'svc') => {
    const res = await get(`/${side}/booking/documents?bookingId=${bookingId}`, cookie);
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.BookingDocumentListSchema, json(res)).list;
  };
  const uploaded = (res: LightMyRequestResponse) => {
    assert.equal(res.statusCode, 200, res.body);
    return v.parse(contract.DocumentUploadAnswerSchema, json(res)).data;
  };
  const assertSafeHeaders = (res: LightMyRequestResponse, type: string, disposition: 'attachment' | 'inline') => {
    assert.equal(res.headers['content-type'], type);
    assert.match(String(res.headers['content-disposition']), new RegExp(`^${disposition}; filename="[^"]*"; filename\\*=UTF-8''`));
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
  };

  it('round trip: a PDF, a JPEG and a PNG come back byte for byte, listed with who sent them, live and in the trail', async () => {
    const id = await bookingOf('demo.buyer@example.com', 'STEP3');
    const signals: BookingSignal[] = [];
    const stop = t.app.bookingEvents.subscribe(id, (s) => signals.push(s));
    const files = [
      { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf', sent: 'application/pdf' },
      { name: 'transfer.JPG', bytes: JPEG, type: 'image/jpeg', sent: 'application/octet-stream' },
      { name: 'screenshot.png', bytes: PNG, type: 'image/png', sent: 'image/png' },
    ];
    try {
      for (const f of files) {
        const doc = uploaded(await upload(buyer, q(id, f.name), f.bytes, f.sent));
        assert.deepEqual([doc.bookingId, doc.kind, doc.fileName, doc.contentType, doc.size, doc.uploadedBy, doc.uploaderName], [id, 'RECEIPT', f.name, f.type, f.bytes.length, 'CUSTOMER', 'Daniel Mensah']);
        const dl = await get(`/svc/booking/document?documentId=${doc.documentId}`, buyer);
        assert.equal(dl.statusCode, 200);
        assert.ok(dl.rawPayload.equals(f.bytes), `${f.name}: same bytes`);
        assertSafeHeaders(dl, f.type, 'attachment');
        assert.ok(String(dl.headers['content-disposition']).endsWith(`filename*=UTF-8''${encodeURIComponent(f.name)}`));
        // A preview: images inline, a PDF never.
        const preview = await get(`/svc/booking/document?documentId=${doc.documentId}&inline=1`, buyer);
        assertSafeHeaders(preview, f.type, f.type === 'application/pdf' ? 'attachment' : 'inline');
      }
    } finally {
      stop();
    }
    const list = await listOf(id);
    assert.deepEqual(
      list.map((d) => d.fileName),
      files.map((f) => f.name),
    );
    assert.equal(signals.filter((s) => s.type === 'booking' && s.bookingId === id).length, 3, 'each upload tells the open booking page');
    const trail = await t.app.db.selectFrom('booking_activity').select(['staff_id', 'kind', 'detail']).where('booking_id', '=', id).where('kind', '=', 'DOCUMENT').orderBy('id').execute();
    assert.deepEqual(trail, [
      { staff_id: null, kind: 'DOCUMENT', detail: 'RECEIPT receipt.pdf' },
      { staff_id: null, kind: 'DOCUMENT', detail: 'RECEIPT transfer.JPG' },
      { staff_id: null, kind: 'DOCUMENT', detail: 'RECEIPT screenshot.png' },
    ]);
    const row = await t.app.db.selectFrom('bookings').select(['booking_step']).where('booking_id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.booking_step, 'STEP3', 'a receipt does not move the booking: STEP4 is staff’s call');
  });

  it('another customer gets 404 for the list, the download and an upload; a visitor 401; a customer 403 on the staff calls', async () => {
    const id = await bookingOf('demo.buyer@example.com', 'STEP4');
    const doc = uploaded(await upload(buyer, q(id, 'mine.pdf'), PDF));
    assert.equal(errorOf(await get(`/svc/booking/documents?bookingId=${id}`, tester)).status, 404);
    assert.deepEqual(codeOf(await get(`/svc/booking/document?documentId=${doc.documentId}`, tester)), [404, 'DOCUMENT_NOT_FOUND']);
    assert.deepEqual(codeOf(await get('/svc/booking/document?documentId=999999', tester)), [404, 'DOCUMENT_NOT_FOUND'], 'looks like a missing one');
    assert.equal(errorOf(await upload(tester, q(id, 'x.pdf'), PDF)).status, 404);
    for (const url of [`/svc/booking/documents?bookingId=${id}`, `/svc/booking/document?documentId=${doc.documentId}`, `/staff/booking/documents?bookingId=${id}`, `/staff/booking/document?documentId=${doc.documentId}`]) {
      assert.equal(errorOf(await get(url)).status, 401, url);
    }
    assert.equal(errorOf(await upload(undefined, q(id, 'x.pdf'), PDF)).status, 401);
    assert.equal(errorOf(await upload(undefined, q(id, 'x.pdf', 'LOADING_PHOTO'), PNG, 'image/png', 'staff')).status, 401);
    for (const url of [`/staff/booking/documents?bookingId=${id}`, `/staff/booking/document?documentId=${doc.documentId}`]) assert.equal(errorOf(await get(url, buyer)).status, 403, url);
    assert.equal(errorOf(await upload(buyer, q(id, 'x.png', 'LOADING_PHOTO'), PNG, 'image/png', 'staff')).status, 403);
    assert.equal(await stored(id), 1, 'only the owner’s upload is stored');
  });

  it('staff list and download the buyer’s receipt and add a loading photo the buyer then sees; each side its own kinds', async () => {
    const id = await bookingOf('demo.buyer@example.com', 'STEP4');
    const receipt = uploaded(await upload(buyer, q(id, 'wire.pdf'), PDF));
    const deskList = await listOf(id, staff, 'staff');
    assert.ok(deskList.some((d) => d.documentId === receipt.documentId && d.uploadedBy === 'CUSTOMER'));
    const dl = await get(`/staff/booking/document?documentId=${receipt.documentId}`, staff);
    assert.ok(dl.rawPayload.equals(PDF));
    assertSafeHeaders(dl, 'application/pdf', 'attachment');

    const photo = uploaded(await upload(staff, q(id, 'loading-1.png', 'LOADING_PHOTO'), PNG, 'image/png', 'staff'));
    assert.deepEqual([photo.kind, photo.uploadedBy, photo.uploaderName], ['LOADING_PHOTO', 'STAFF', 'Mina Park']);
    const seen = (await listOf(id)).find((d) => d.documentId === photo.documentId);
    assert.ok(seen, 'the buyer sees the loading photo');
    const img = await get(`/svc/booking/document?documentId=${photo.documentId}&inline=1`, buyer);
    assert.ok(img.rawPayload.equals(PNG));
    assertSafeHeaders(img, 'image/png', 'inline');
    const staffId = await userId('staff@example.com');
    const line = await t.app.db.selectFrom('booking_activity').select(['staff_id', 'detail']).where('booking_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(line, { staff_id: staffId, detail: 'LOADING_PHOTO loading-1.png' });

    const before = await stored(id);
    assert.deepEqual(codeOf(await upload(buyer, q(id, 'x.png', 'LOADING_PHOTO'), PNG)), [403, 'KIND_NOT_ALLOWED']);
    assert.deepEqual(codeOf(await upload(staff, q(id, 'x.pdf', 'RECEIPT'), PDF, 'application/pdf', 'staff')), [403, 'KIND_NOT_ALLOWED']);
    assert.deepEqual(codeOf(await upload(staff, q(id, 'x.pdf'), PDF)), [403, 'FORBIDDEN'], 'staff upload on the desk');
    for (const kind of ['BL_DRAFT', 'EXPORT_DECLARATION', 'OTHER']) uploaded(await upload(staff, q(id, `${kind}.pdf`, kind), PDF, 'application/pdf', 'staff'));
    assert.equal(await stored(id), before + 3);
  });

  it('each side takes back only its own upload: gone from both lists and downloads, in the trail, live; never on a finished booking for the buyer', async () => {
    const id = await freshBooking();
    const receipt = uploaded(await upload(buyer, q(id, 'wrong-receipt.pdf'), PDF, 'application/pdf'));
    const photo = uploaded(await upload(staff, q(id, 'loading.png', 'LOADING_PHOTO'), PNG, 'image/png', 'staff'));
    const del = (cookie: string | undefined, side: 'svc' | 'staff', documentId: number) => t.app.inject({ method: 'DELETE', url: `/${side}/booking/document?documentId=${documentId}`, headers: cookie ? { cookie } : {} });
    // Not the other side's, not someone else's booking, not signed out.
    assert.deepEqual(codeOf(await del(buyer, 'svc', photo.documentId)), [403, 'NOT_YOUR_DOCUMENT']);
    assert.deepEqual(codeOf(await del(staff, 'staff', receipt.documentId)), [403, 'NOT_YOUR_DOCUMENT']);
    assert.deepEqual(codeOf(await del(tester, 'svc', receipt.documentId)), [404, 'DOCUMENT_NOT_FOUND']);
    assert.equal((await del(undefined, 'svc', receipt.documentId)).statusCode, 401);
    assert.equal((await del(buyer, 'staff', photo.documentId)).statusCode, 403);
    assert.equal((await listOf(id)).length, 2, 'nothing removed by a refused call');

    const signals: BookingSignal[] = [];
    const stop = t.app.bookingEvents.subscribe(id, (sig) => signals.push(sig));
    try {
      const gone = await del(buyer, 'svc', receipt.documentId);
      assert.equal(gone.statusCode, 200, gone.body);
      assert.deepEqual(json(gone), { ok: true });
      assert.equal((await del(staff, 'staff', photo.documentId)).statusCode, 200);
      // On PostgreSQL the signal goes through LISTEN/NOTIFY (every replica hears it): it arrives a moment later.
      for (let waited = 0; signals.length < 2 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    } finally {
      stop();
    }
    assert.equal(signals.filter((sig) => sig.type === 'booking' && sig.bookingId === id).length, 2, 'the other side hears of each removal');
    assert.deepEqual(await listOf(id), []);
    assert.deepEqual(await listOf(id, staff, 'staff'), []);
    assert.deepEqual(codeOf(await get(`/svc/booking/document?documentId=${receipt.documentId}`, buyer)), [404, 'DOCUMENT_NOT_FOUND']);
    assert.deepEqual(codeOf(await get(`/staff/booking/document?documentId=${photo.documentId}`, staff)), [404, 'DOCUMENT_NOT_FOUND']);
    assert.deepEqual(codeOf(await del(buyer, 'svc', receipt.documentId)), [404, 'DOCUMENT_NOT_FOUND'], 'once only');
    const trail = await t.app.db.selectFrom('booking_activity').select(['kind', 'detail', 'staff_id']).where('booking_id', '=', id).where('kind', '=', 'DOCUMENT_REMOVED').orderBy('id').execute();
    assert.deepEqual(
      trail.map((a) => [a.kind, a.detail, a.staff_id === null]),
      [
        ['DOCUMENT_REMOVED', 'RECEIPT wrong-receipt.pdf', true],
        ['DOCUMENT_REMOVED', 'LOADING_PHOTO loading.png', false],
      ],
    );
    // A removed one frees its place (the count limit is of the documents a side holds).
    uploaded(await upload(buyer, q(id, 'right-receipt.pdf'), PDF, 'application/pdf'));

    const finished = await freshBooking('demo.buyer@example.com', 'COMPLETE');
    const kept = uploaded(await upload(staff, q(finished, 'bl.pdf', 'BL_DRAFT'), PDF, 'application/pdf', 'staff'));
    await t.app.db.insertInto('booking_documents').values({ booking_id: finished, kind: 'RECEIPT', file_name: 'old.pdf', content_type: 'application/pdf', size: PDF.length, bytes: PDF, sha256: 'x'.repeat(64), uploaded_by: 'CUSTOMER', uploader_id: await userId('demo.buyer@example.com') }).execute();
    const old = (await listOf(finished)).find((d) => d.fileName === 'old.pdf')!;
    assert.deepEqual(codeOf(await del(buyer, 'svc', old.documentId)), [409, 'BOOKING_FINISHED']);
    assert.equal((await del(staff, 'staff', kept.documentId)).statusCode, 200, 'staff may still correct a finished booking');
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const id = await freshBooking();
    const refuse = async (res: Promise<LightMyRequestResponse>, status: number, errorCode: string, label: string) => {
      const e = errorOf(await res);
      assert.deepEqual([e.status, e.errorCode, e.hasMessage], [status, errorCode, true], label);
    };
    await refuse(upload(buyer, q(id, 'empty.pdf'), Buffer.alloc(0)), 400, 'EMPTY_FILE', 'empty');
    await refuse(upload(buyer, q(id, 'empty.pdf'), Buffer.alloc(0), 'application/pdf'), 400, 'EMPTY_FILE', 'empty, typed');
    const huge = Buffer.alloc(MB10 + 1, 0x20);
    PDF.copy(huge);
    await refuse(upload(buyer, q(id, 'huge.pdf'), huge), 413, 'FILE_TOO_LARGE', '10 MB + 1 byte');
    await refuse(upload(staff, q(id, 'huge.pdf', 'OTHER'), huge, 'application/pdf', 'staff'), 413, 'FILE_TOO_LARGE', '10 MB + 1 byte (staff)');
    await refuse(upload(buyer, q(id, 'notes.pdf'), 'Paid 1,200 USD on Monday.', 'application/pdf'), 415, 'UNSUPPORTED_FILE_TYPE', 'a text file named .pdf');
    await refuse(upload(buyer, q(id, 'page.png'), '<html><script>alert(1)</script></html>', 'image/png'), 415, 'UNSUPPORTED_FILE_TYPE', 'HTML declared as a PNG');
    await refuse(upload(buyer, q(id, 'x.gif'), Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'application/octet-stream'), 415, 'UNSUPPORTED_FILE_TYPE', 'a GIF');
    await refuse(upload(buyer, q(id, 'x.pdf'), Buffer.from(' %PDF-1.4', 'latin1')), 415, 'UNSUPPORTED_FILE_TYPE', 'the magic not at the start');
    const polyglot = Buffer.concat([JPEG.subarray(0, 20), Buffer.from('<html><body><script>alert(document.cookie)</script>', 'latin1'), JPEG.subarray(20)]);
    await refuse(upload(buyer, q(id, 'photo.jpg'), polyglot, 'image/jpeg'), 415, 'UNSUPPORTED_FILE_TYPE', 'an HTML/JPEG polyglot');
    const svgPng = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<svg onload=alert(1)>', 'latin1'), PNG.subarray(8)]);
    await refuse(upload(buyer, q(id, 'x.png'), svgPng, 'image/png'), 415, 'UNSUPPORTED_FILE_TYPE', 'an SVG/PNG polyglot');
    await refuse(upload(buyer, q(id, 'x.pdf'), Buffer.from('%PDF-1.4\n<SCRIPT>alert(1)</SCRIPT>', 'latin1')), 415, 'UNSUPPORTED_FILE_TYPE', 'a PDF/HTML polyglot');
    await refuse(upload(buyer, q(id, 'x.pdf'), JSON.stringify({ file: 'x' }), 'application/json'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'JSON');
    await refuse(upload(buyer, q(id, 'x.pdf'), '--X\r\nContent-Disposition: form-data; name="f"\r\n\r\n%PDF-\r\n--X--', 'multipart/form-data; boundary=X'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'multipart');
    await refuse(upload(buyer, q(id, 'x.pdf'), PDF, 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE', 'text/plain (what a form on another site can send)');
    await refuse(upload(buyer, q(id, 'a'.repeat(201)), PDF), 400, 'VALIDATION_FAILED', 'a name over 200 characters');
    await refuse(upload(buyer, `bookingId=${id}&kind=RECEIPT`, PDF), 400, 'VALIDATION_FAILED', 'no name');
    await refuse(upload(buyer, q(id, 'nul\u0000.pdf'), PDF), 400, 'VALIDATION_FAILED', 'U+0000 in the name');
    await refuse(upload(buyer, `bookingId=${id}&kind=INVOICE&name=x.pdf`, PDF), 400, 'VALIDATION_FAILED', 'an unknown kind');
    assert.equal(await stored(id), 0, 'nothing stored');
    const trail = await t.app.db.selectFrom('booking_activity').select('id').where('booking_id', '=', id).execute();
    assert.equal(trail.length, 0, 'no activity line either');

    // Exactly 10 MB is fine.
    const max = Buffer.alloc(MB10, 0x20);
    PDF.copy(max);
    const doc = uploaded(await upload(buyer, q(id, 'max.pdf'), max));
    assert.equal(doc.size, MB10);
    assert.ok((await get(`/svc/booking/document?documentId=${doc.documentId}`, buyer)).rawPayload.equals(max));
  });

  it('keeps a name’s base only, without path or invisible characters, and serves markup in a name as inert text', async () => {
    const id = await freshBooking();
    const cases: Array<[string, Buffer, string]> = [
      ['../../../../etc/passwd', PDF, 'passwd.pdf'],
      ['..\\..\\Windows\\System32\\receipt.PNG', PNG, 'receipt.PNG'],
      ['/', PDF, 'document.pdf'],
      ['..', JPEG, 'document.jpg'],
      ['  \u202Egpj.exe\u200B  ', JPEG, 'gpj.exe.jpg'],
      ['line\r\nbreak\t.pdf', PDF, 'linebreak.pdf'],
      ['invoice.html', PDF, 'invoice.html.pdf'],
      ['Квитанция об оплате.pdf', PDF, 'Квитанция об оплате.pdf'],
    ];
    for (const [name, bytes, expected] of cases) assert.equal(uploaded(await upload(buyer, q(id, name), bytes)).fileName, expected, JSON.stringify(name));

    const evil = '<img src=x onerror=alert(1)>.png';
    const doc = uploaded(await upload(buyer, q(id, evil), PNG));
    assert.equal(doc.fileName, evil, 'stored as it is: text, never markup');
    const listed = await get(`/svc/booking/documents?bookingId=${id}`, buyer);
    assert.match(String(listed.headers['content-type']), /^application\/json/);
    const dl = await get(`/svc/booking/document?documentId=${doc.documentId}`, buyer);
    assertSafeHeaders(dl, 'image/png', 'attachment');
    const disposition = String(dl.headers['content-disposition']);
    assert.equal(disposition, `attachment; filename="<img src=x onerror=alert(1)>.png"; filename*=UTF-8''%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.png`);
    assert.ok(!/[\r\n]/.test(disposition));
    // Quotes and non-ASCII never break the header.
    assert.equal(contentDisposition('a"b\\c;d.pdf'), `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd.pdf`);
    assert.equal(contentDisposition('Квит.pdf', true), `inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('Квит')}.pdf`);
    assert.equal([...cleanFileName(`${'й'.repeat(300)}.pdf`, 'application/pdf')].length, 200, 'at most 200 characters, the extension kept');
    assert.ok(cleanFileName(`${'й'.repeat(300)}.pdf`, 'application/pdf').endsWith('й.pdf'));
  });

  it(`takes at most ${contract.DOCUMENTS_PER_SIDE} documents per side, also when they arrive together`, async () => {
    const id = await freshBooking();
    const n = contract.DOCUMENTS_PER_SIDE;
    for (let i = 0; i < n - 3; i++) uploaded(await upload(buyer, q(id, `r${i}.png`), PNG));
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(buyer, q(id, `burst${i}.png`), PNG)));
    assert.deepEqual(
      burst.map((r) => r.statusCode).sort(),
      [200, 200, 200, 409, 409, 409],
    );
    assert.equal(await stored(id), n);
    assert.deepEqual(codeOf(await upload(buyer, q(id, 'one-more.png'), PNG)), [409, 'TOO_MANY_DOCUMENTS']);
    assert.equal(await stored(id), n);
    // Staff's side has its own room.
    uploaded(await upload(staff, q(id, 'photo.png', 'LOADING_PHOTO'), PNG, 'image/png', 'staff'));
    assert.equal((await listOf(id)).length, n + 1);
  });

  it('a finished booking takes no more receipts (staff may still file documents); a deleted one answers 404', async () => {
    const done = await bookingOf('demo.buyer@example.com', 'COMPLETE');
    assert.deepEqual(codeOf(await upload(buyer, q(done, 'late.pdf'), PDF)), [409, 'BOOKING_FINISHED']);
    uploaded(await upload(staff, q(done, 'bl.pdf', 'BL_DRAFT'), PDF, 'application/pdf', 'staff'));
    const gone = await freshBooking();
    const doc = uploaded(await upload(buyer, q(gone, 'r.pdf'), PDF));
    await t.app.db.updateTable('bookings').set({ flag_del: true }).where('booking_id', '=', gone).execute();
    assert.equal(errorOf(await upload(buyer, q(gone, 'r.pdf'), PDF)).status, 404);
    assert.equal(errorOf(await upload(staff, q(gone, 'p.png', 'LOADING_PHOTO'), PNG, 'image/png', 'staff')).status, 404);
    for (const [url, cookie] of [
      [`/svc/booking/documents?bookingId=${gone}`, buyer],
      [`/svc/booking/document?documentId=${doc.documentId}`, buyer],
      [`/staff/booking/documents?bookingId=${gone}`, staff],
      [`/staff/booking/document?documentId=${doc.documentId}`, staff],
    ] as const) {
      assert.equal(errorOf(await get(url, cookie)).status, 404, url);
    }
    assert.equal(errorOf(await get('/staff/booking/document?documentId=abc', staff)).status, 400);
  });
});
