/**
 * Booking documents (issue 23): the buyer uploads the bank-transfer receipt (RECEIPT) to their
 * own booking; staff add loading photos and shipping documents (LOADING_PHOTO, BL_DRAFT,
 * EXPORT_DECLARATION, OTHER). Both sides list and download what the booking holds.
 *
 *   POST /svc/booking/document?bookingId=&kind=RECEIPT&name=    the buyer (body: the file's bytes)
 *   GET  /svc/booking/documents?bookingId=                       the buyer's booking's documents
 *   GET  /svc/booking/document?documentId=[&inline=1]            the bytes
 *   POST /staff/booking/document?bookingId=&kind=&name=          staff (role STAFF)
 *   GET  /staff/booking/documents?bookingId=
 *   GET  /staff/booking/document?documentId=[&inline=1]
 *   DELETE /svc/booking/document?documentId=                     the buyer takes back their own upload
 *   DELETE /staff/booking/document?documentId=                   staff take back a staff upload
 *
 * An upload's body is the raw file (application/octet-stream or its own type), at most
 * DOCUMENT_MAX_BYTES; who may upload what is checked before the body is read. The type is judged
 * by the bytes (lib/document-files.ts). Refusals: 400 EMPTY_FILE, 413 FILE_TOO_LARGE, 415
 * UNSUPPORTED_FILE_TYPE (also an HTML/SVG/script polyglot), 409 TOO_MANY_DOCUMENTS (the side
 * holds DOCUMENTS_PER_SIDE), 409 BOOKING_FINISHED (a buyer's upload to a COMPLETE or CANCEL
 * booking), 403 KIND_NOT_ALLOWED; nothing is stored then. A side removes only what it uploaded
 * (403 NOT_YOUR_DOCUMENT otherwise; the buyer not on a finished booking), with its activity line. A stored one is one transaction with
 * its activity line, then published on the booking's live stream. Downloads carry their stored
 * type, `attachment` (images `inline` on request), nosniff, no-store and a sandboxing CSP.
 */
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingDocument } from '@forwarder/shared/contract';
import type { Config } from '../../config.ts';
import type { DocumentKind, UserRow } from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { requireBooking, requireStaff } from '../../lib/booking-access.ts';
import { cleanFileName, contentDisposition, looksLikePolyglot, sniffType } from '../../lib/document-files.ts';
import { tableDocumentStore, type DocumentStore } from '../../lib/document-store.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Body types an upload takes: the file's own type, or none in particular. */
const UPLOAD_TYPES = ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png'];
/** What staff may upload; RECEIPT is the buyer's. */
const STAFF_KINDS: readonly DocumentKind[] = ['LOADING_PHOTO', 'BL_DRAFT', 'EXPORT_DECLARATION', 'OTHER'];
/** Buyer uploads per client address and rate-limit window (each may carry 10 MB). */
const CUSTOMER_UPLOADS_PER_WINDOW = 120;
/** The document response's own policy: nothing loads, nothing runs, even if it is opened as a page. */
const DOCUMENT_CSP = "default-src 'none'; sandbox";

/** Options of the documents routes. */
export interface DocumentRoutesOptions {
  config: Config;
  /** Where documents live; default the booking_documents table (`tableDocumentStore`). */
  store?: DocumentStore;
}

/** Who uploads what to which booking: settled before the body is read. */
interface UploadTarget {
  bookingId: number;
  kind: DocumentKind;
  name: string;
  user: UserRow;
  side: 'CUSTOMER' | 'STAFF';
}

const megabytes = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', `A document may be at most ${megabytes(contract.DOCUMENT_MAX_BYTES)}.`);

/** Registers the booking documents' routes. */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, { config, store = tableDocumentStore(app.db) }) => {
  const targets = new WeakMap<FastifyRequest, UploadTarget>();

  /** The booking `bookingId` when it exists and is not deleted (staff see every booking); 404 otherwise. */
  const liveBooking = async (bookingId: number) => {
    const b = await app.db.selectFrom('bookings').select(['booking_id', 'booking_step']).where('booking_id', '=', bookingId).where('flag_del', '=', false).executeTakeFirst();
    if (!b) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    return b;
  };

  const customerTarget = async (req: FastifyRequest): Promise<UploadTarget> => {
    const q = parseInput(contract.DocumentUploadQuerySchema, req.query);
    const { user, booking } = await requireBooking(app, req, q.bookingId);
    if (booking.user_id !== user.id) throw new HttpError(403, 'FORBIDDEN', 'Staff add documents on the desk (/staff/booking/document).');
    if (q.kind !== 'RECEIPT') throw new HttpError(403, 'KIND_NOT_ALLOWED', 'A customer uploads the transfer receipt (kind RECEIPT) only.');
    const { booking_step } = booking;
    if (booking_step === 'COMPLETE' || booking_step === 'CANCEL') throw new HttpError(409, 'BOOKING_FINISHED', 'This booking is finished: no more documents can be added.');
    return { bookingId: q.bookingId, kind: q.kind, name: q.name, user, side: 'CUSTOMER' };
  };

  const staffTarget = async (req: FastifyRequest): Promise<UploadTarget> => {
    const user = await requireStaff(app, req);
    const q = parseInput(contract.DocumentUploadQuerySchema, req.query);
    if (!STAFF_KINDS.includes(q.kind)) throw new HttpError(403, 'KIND_NOT_ALLOWED', `Staff upload ${STAFF_KINDS.join(', ')}; the receipt is the customer's.`);
    await liveBooking(q.bookingId);
    return { bookingId: q.bookingId, kind: q.kind, name: q.name, user, side: 'STAFF' };
  };

  /** Check the body, store it with its activity line (all or nothing), then tell the booking's listeners. */
  const upload = async (req: FastifyRequest, reply: FastifyReply) => {
    const target = targets.get(req);
    if (!target) throw new HttpError(500, 'INTERNAL', 'Upload without its target.');
    const body = req.body;
    if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) throw new HttpError(400, 'EMPTY_FILE', 'The file is empty.');
    if (!Buffer.isBuffer(body)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', "Send the file's bytes as the body.");
    if (body.length > contract.DOCUMENT_MAX_BYTES) throw tooLarge();
    const type = sniffType(body);
    if (!type) throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'Only PDF, JPEG and PNG files are accepted.');
    if (looksLikePolyglot(body)) throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'The file holds web-page markup; upload a plain PDF, JPEG or PNG.');
    const fileName = cleanFileName(target.name, type);
    const result = await store.add(
      {
        bookingId: target.bookingId,
        kind: target.kind,
        fileName,
        contentType: type,
        bytes: body,
        sha256: createHash('sha256').update(body).digest('hex'),
        uploadedBy: target.side,
        uploaderId: target.user.id,
      },
      {
        limit: contract.DOCUMENTS_PER_SIDE,
        alsoInTransaction: (db) => recordActivity(db, target.bookingId, target.side === 'STAFF' ? target.user.id : null, 'DOCUMENT', `${target.kind} ${fileName}`),
      },
    );
    if (!result.ok) {
      if (result.reason === 'NO_BOOKING') throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
      throw new HttpError(409, 'TOO_MANY_DOCUMENTS', `A booking takes at most ${contract.DOCUMENTS_PER_SIDE} documents from each side.`);
    }
    try {
      await app.bookingEvents.publish({ bookingId: target.bookingId, type: 'booking' });
    } catch (err) {
      // The document is stored; a missed live event only delays the other side's refresh.
      req.log.error({ err }, 'document event failed');
    }
    return reply.header('cache-control', 'no-store').send({ data: result.document });
  };

  /** Answer a document's bytes with the headers that keep it inert. */
  const sendDocument = async (reply: FastifyReply, doc: BookingDocument, inline: boolean) => {
    const bytes = await store.bytes(doc.documentId);
    if (!bytes) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    // A PDF is never shown in place: viewers run its scripts and forms.
    const asInline = inline && doc.contentType !== 'application/pdf';
    return reply
      .header('content-type', doc.contentType)
      .header('content-disposition', contentDisposition(doc.fileName, asInline))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };

  /** The security-headers plugin sets the site's CSP on every answer; a document answer gets a stricter one afterwards. */
  const documentCsp = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('content-security-policy', DOCUMENT_CSP);
    return payload;
  };

  // Uploads: their own context, so the raw-body parser and the size limit apply to them alone.
  await app.register(async (uploads) => {
    uploads.removeContentTypeParser('application/json');
    uploads.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: contract.DOCUMENT_MAX_BYTES }, (_req, body, done) => done(null, body));
    // Fastify's own refusal of an oversize body, in this call's words.
    const parentHandler = uploads.errorHandler;
    uploads.setErrorHandler((err: FastifyError, req, reply) => parentHandler.call(uploads, err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : err, req, reply));

    uploads.post(
      '/svc/booking/document',
      {
        bodyLimit: contract.DOCUMENT_MAX_BYTES,
        config: { bodyTypes: UPLOAD_TYPES, rateLimit: { max: CUSTOMER_UPLOADS_PER_WINDOW, timeWindow: config.rateLimit.windowMs } },
        // Who may upload is settled before 10 MB are read.
        onRequest: async (req) => {
          targets.set(req, await customerTarget(req));
        },
      },
      upload,
    );

    uploads.post(
      '/staff/booking/document',
      {
        bodyLimit: contract.DOCUMENT_MAX_BYTES,
        config: { bodyTypes: UPLOAD_TYPES },
        onRequest: async (req) => {
          targets.set(req, await staffTarget(req));
        },
      },
      upload,
    );
  });

  /** Take back `doc` for `side` with its activity line, then tell the booking's listeners. */
  const removeDocument = async (req: FastifyRequest, reply: FastifyReply, doc: BookingDocument, side: 'CUSTOMER' | 'STAFF', staffId: number | null) => {
    if (doc.uploadedBy !== side) throw new HttpError(403, 'NOT_YOUR_DOCUMENT', 'Only the side that added a document can remove it.');
    const removed = await store.remove(doc, (db) => recordActivity(db, doc.bookingId, staffId, 'DOCUMENT_REMOVED', `${doc.kind} ${doc.fileName}`));
    if (!removed) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    try {
      await app.bookingEvents.publish({ bookingId: doc.bookingId, type: 'booking' });
    } catch (err) {
      req.log.error({ err }, 'document event failed');
    }
    return reply.header('cache-control', 'no-store').send({ ok: true as const });
  };

  app.delete('/svc/booking/document', async (req, reply) => {
    const { documentId } = parseInput(contract.DocumentRemoveQuerySchema, req.query);
    const doc = await store.find(documentId);
    if (!doc) {
      await app.sessions.requireUser(req);
      throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    }
    let access: Awaited<ReturnType<typeof requireBooking>>;
    try {
      access = await requireBooking(app, req, doc.bookingId);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
      throw err;
    }
    const { user, booking } = access;
    if (booking.user_id !== user.id) throw new HttpError(403, 'FORBIDDEN', 'Staff remove documents on the desk (/staff/booking/document).');
    if (booking.booking_step === 'COMPLETE' || booking.booking_step === 'CANCEL') throw new HttpError(409, 'BOOKING_FINISHED', 'This booking is finished: its documents stay as they are.');
    return removeDocument(req, reply, doc, 'CUSTOMER', null);
  });

  app.delete('/staff/booking/document', async (req, reply) => {
    const user = await requireStaff(app, req);
    const { documentId } = parseInput(contract.DocumentRemoveQuerySchema, req.query);
    const doc = await store.find(documentId);
    if (!doc) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    await liveBooking(doc.bookingId).catch((err: unknown) => {
      throw err instanceof HttpError && err.statusCode === 404 ? notFound('DOCUMENT_NOT_FOUND', 'No such document.') : err;
    });
    return removeDocument(req, reply, doc, 'STAFF', user.id);
  });

  app.get('/svc/booking/documents', async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await requireBooking(app, req, bookingId);
    return reply.header('cache-control', 'no-store').send({ list: await store.list(bookingId) });
  });

  app.get('/svc/booking/document', { onSend: documentCsp }, async (req, reply) => {
    const { documentId, inline } = parseInput(contract.DocumentIdQuerySchema, req.query);
    const doc = await store.find(documentId);
    if (!doc) {
      await app.sessions.requireUser(req);
      throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    }
    try {
      await requireBooking(app, req, doc.bookingId);
    } catch (err) {
      // Someone else's document looks exactly like a missing one.
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
      throw err;
    }
    return sendDocument(reply, doc, inline === '1');
  });

  app.get('/staff/booking/documents', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await liveBooking(bookingId);
    return reply.header('cache-control', 'no-store').send({ list: await store.list(bookingId) });
  });

  app.get('/staff/booking/document', { onSend: documentCsp }, async (req, reply) => {
    await requireStaff(app, req);
    const { documentId, inline } = parseInput(contract.DocumentIdQuerySchema, req.query);
    const doc = await store.find(documentId);
    if (!doc) throw notFound('DOCUMENT_NOT_FOUND', 'No such document.');
    await liveBooking(doc.bookingId).catch((err: unknown) => {
      throw err instanceof HttpError && err.statusCode === 404 ? notFound('DOCUMENT_NOT_FOUND', 'No such document.') : err;
    });
    return sendDocument(reply, doc, inline === '1');
  });
};
