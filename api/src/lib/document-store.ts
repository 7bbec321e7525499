/**
 * Where booking documents live (issue 23). The routes only see `DocumentStore`; the default,
 * `tableDocumentStore`, keeps the bytes in the booking_documents table (bytea), so every api
 * replica on the same PostgreSQL serves every document and an upload is one transaction. An
 * object store (S3) can replace it: put the bytes under their SHA-256, then insert the row.
 */
import { sql, type Kysely } from 'kysely';
import type { BookingDocument } from '@forwarder/shared/contract';
import type { Database, DocumentKind } from '../db/schema.ts';
import type { DocumentType } from './document-files.ts';

/** A document to store; its type, name and hash are already checked and cleaned. */
export interface NewDocument {
  bookingId: number;
  kind: DocumentKind;
  fileName: string;
  contentType: DocumentType;
  bytes: Uint8Array;
  sha256: string;
  uploadedBy: 'CUSTOMER' | 'STAFF';
  uploaderId: number;
}

/** What `add` did: stored it, or why not (the side already holds `limit`; the booking is gone). */
export type AddResult = { ok: true; document: BookingDocument } | { ok: false; reason: 'FULL' | 'NO_BOOKING' };

/** Options of `add`. */
export interface AddOptions {
  /** Documents one side may hold on one booking (the new one must fit). */
  limit: number;
  /** Runs in the same transaction after the insert (the activity line): all or nothing. */
  alsoInTransaction?: (db: Kysely<Database>, document: BookingDocument) => Promise<void>;
}

/** Storage of booking documents. */
export interface DocumentStore {
  /** Store `doc` unless its side of the booking is full; all or nothing. */
  add(doc: NewDocument, options: AddOptions): Promise<AddResult>;
  /** The documents of a booking (both sides), oldest first. */
  list(bookingId: number): Promise<BookingDocument[]>;
  /** One document's description, or null (unknown or deleted). */
  find(documentId: number): Promise<BookingDocument | null>;
  /** One document's bytes, or null (unknown or deleted). */
  bytes(documentId: number): Promise<Uint8Array | null>;
  /**
   * Take back `doc` (as `find` answered it), marked deleted like every removal in the suite:
   * false when it was removed meanwhile or is not its uploader's side's; all or nothing with
   * `alsoInTransaction` (the activity line).
   */
  remove(doc: BookingDocument, alsoInTransaction?: (db: Kysely<Database>) => Promise<void>): Promise<boolean>;
}

type Row = {
  document_id: number;
  booking_id: number;
  kind: DocumentKind;
  file_name: string;
  content_type: DocumentType;
  size: number;
  created_at: Date;
  uploaded_by: 'CUSTOMER' | 'STAFF';
  uploader_name: string | null;
};

const toDocument = (r: Row): BookingDocument => ({
  documentId: r.document_id,
  bookingId: r.booking_id,
  kind: r.kind,
  fileName: r.file_name,
  contentType: r.content_type,
  size: r.size,
  uploadedAt: new Date(r.created_at).toISOString(),
  uploadedBy: r.uploaded_by,
  uploaderName: r.uploader_name ?? '',
});

/** The default store: the booking_documents table of the app's database. */
export function tableDocumentStore(db: Kysely<Database>): DocumentStore {
  const described = (q: Kysely<Database>) =>
    q
      .selectFrom('booking_documents as d')
      .leftJoin('users as u', 'u.id', 'd.uploader_id')
      .select(['d.document_id', 'd.booking_id', 'd.kind', 'd.file_name', 'd.content_type', 'd.size', 'd.created_at', 'd.uploaded_by', 'u.name as uploader_name'])
      .where('d.flag_del', '=', false);

  return {
    async add(doc, { limit, alsoInTransaction }) {
      return db.transaction().execute(async (trx): Promise<AddResult> => {
        // The booking row's lock puts concurrent uploads to one booking in line, so two of them
        // cannot both take the last place.
        const booking = await trx.selectFrom('bookings').select('booking_id').where('booking_id', '=', doc.bookingId).where('flag_del', '=', false).forUpdate().executeTakeFirst();
        if (!booking) return { ok: false, reason: 'NO_BOOKING' };
        const { n } = await trx
          .selectFrom('booking_documents')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('booking_id', '=', doc.bookingId)
          .where('uploaded_by', '=', doc.uploadedBy)
          .where('flag_del', '=', false)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return { ok: false, reason: 'FULL' };
        const { document_id } = await trx
          .insertInto('booking_documents')
          .values({
            booking_id: doc.bookingId,
            kind: doc.kind,
            file_name: doc.fileName,
            content_type: doc.contentType,
            size: doc.bytes.byteLength,
            bytes: doc.bytes,
            sha256: doc.sha256,
            uploaded_by: doc.uploadedBy,
            uploader_id: doc.uploaderId,
          })
          .returning('document_id')
          .executeTakeFirstOrThrow();
        const document = toDocument(await described(trx).where('d.document_id', '=', document_id).executeTakeFirstOrThrow());
        await alsoInTransaction?.(trx, document);
        return { ok: true, document };
      });
    },
    async list(bookingId) {
      const rows = await described(db).where('d.booking_id', '=', bookingId).orderBy('d.document_id').execute();
      return rows.map(toDocument);
    },
    async find(documentId) {
      const row = await described(db).where('d.document_id', '=', documentId).executeTakeFirst();
      return row ? toDocument(row) : null;
    },
    async remove(doc, alsoInTransaction) {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('booking_documents')
          .set({ flag_del: true })
          .where('document_id', '=', doc.documentId)
          .where('uploaded_by', '=', doc.uploadedBy)
          .where('flag_del', '=', false)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        await alsoInTransaction?.(trx);
        return true;
      });
    },
    async bytes(documentId) {
      const row = await db.selectFrom('booking_documents').select('bytes').where('document_id', '=', documentId).where('flag_del', '=', false).executeTakeFirst();
      return row ? row.bytes : null;
    },
  };
}
