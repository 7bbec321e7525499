import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Download, FileText, Trash2, Upload, X } from 'lucide-react';
import { bookingDocumentUrl, checkDocumentFile, DOCUMENT_ACCEPT, documentUploadProblem, isImageDocument, removeBookingDocument, type DocumentUploadProblem } from '@forwarder/shared/api';
import type { BookingDocument } from '@forwarder/shared/contract';
import { dotDayTime, formatFileSize } from '@forwarder/shared/format';
import { Button, buttonClassName } from '@forwarder/shared/ui';
import { DeskConfirm, DeskModal } from '../../../components/desk-modal';
import { SignInAgain } from '../../../components/error-text';
import { useDocumentKindLabels } from '../../../components/labels';
import { staffBookingKey } from '../api/get-staff-booking';
import { STAFF_DOCUMENT_KINDS, useUploadDocument, type StaffDocumentKind } from '../api/upload-document';
import card from './workspace.module.css';
import styles from './documents-panel.module.css';

function useProblemMessage() {
  const { t } = useLingui();
  const other = t`Something went wrong. Please try again.`;
  const messages: Record<DocumentUploadProblem, string> = {
    EMPTY: t`The file is empty. Choose it again.`,
    TOO_LARGE: t`The file is larger than 10 MB. Choose a smaller file.`,
    WRONG_TYPE: t`Only PDF, JPEG or PNG files can be uploaded.`,
    TOO_MANY: t`This booking already holds as many staff documents as it can take.`,
    NETWORK: t`The upload failed: check the connection and try again.`,
    CANCELLED: t`The upload was cancelled.`,
    SIGNED_OUT: t`Your session has ended, or this account is not staff.`,
    // Staff may add documents to a finished booking: the api never answers them BOOKING_FINISHED.
    FINISHED: other,
    OTHER: other,
  };
  return (problem: DocumentUploadProblem) => messages[problem];
}

/** Staff's upload: what the file is, the file (a labelled input), a progress bar with Cancel while it goes, then a message. */
function DocumentUpload({ bookingId }: { bookingId: number }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const kinds = useDocumentKindLabels();
  const problemMessage = useProblemMessage();
  const kindId = useId();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const [kind, setKind] = useState<StaffDocumentKind>('LOADING_PHOTO');
  // A file refused before it was sent; the upload's own outcome is the mutation's.
  const [refused, setRefused] = useState<DocumentUploadProblem | null>(null);
  const upload = useUploadDocument(bookingId, () => void client.invalidateQueries({ queryKey: staffBookingKey(bookingId) }));
  const busy = upload.isPending;
  const percent = Math.round((upload.progress ?? 0) * 100);
  const sending = (busy && upload.variables?.file.name) || '';
  const stored = upload.isSuccess ? upload.data : null;
  const problem = refused ?? (upload.isError ? documentUploadProblem(upload.error) : null);
  const uploadingText = (fileName: string) => t`Uploading ${fileName}`;
  const uploadedText = (what: string, fileName: string) => t`${what} added: ${fileName}. The customer sees it on their booking.`;

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file can be picked again after a failure.
    e.target.value = '';
    if (!file) return;
    const quick = checkDocumentFile(file);
    setRefused(quick);
    if (quick) {
      upload.reset();
      return;
    }
    upload.mutate(
      { kind, file },
      {
        onSettled: () => {
          refocus.current = true;
        },
      },
    );
  };

  // Back on the (again enabled) input when an upload ends, where its message is read out.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [busy]);

  return (
    <div className={styles.upload}>
      <div className={styles.uploadRow}>
        <div className={card.field}>
          <label htmlFor={kindId} className={card.label}>
            <Trans>Document type</Trans>
          </label>
          <select id={kindId} className={card.select} value={kind} onChange={(e) => setKind(e.target.value as StaffDocumentKind)} disabled={busy}>
            {STAFF_DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kinds[k]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.pickWrap}>
          <input ref={inputRef} id={inputId} type="file" accept={DOCUMENT_ACCEPT} className={styles.fileInput} aria-describedby={hintId} onChange={onPick} disabled={busy} />
          <label htmlFor={inputId} className={buttonClassName({ variant: 'primary' }, styles.pick)} data-disabled={busy || undefined}>
            <Upload size={18} aria-hidden="true" />
            <Trans>Upload a file</Trans>
          </label>
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        <Trans>PDF, JPEG or PNG, up to 10 MB. The customer sees it on their booking.</Trans>
      </p>
      {busy && (
        <div className={styles.progress} data-testid="upload-progress">
          <span className={styles.progressName}>{uploadingText(sending)}</span>
          <div className={styles.progressRow}>
            <progress className={styles.bar} max={100} value={percent} aria-label={t`Upload progress`} aria-valuetext={`${percent}%`} />
            <span className={styles.percent} aria-hidden="true">
              {percent}%
            </span>
            <Button variant="ghost" onClick={upload.cancel} className={styles.cancel}>
              <X size={18} aria-hidden="true" />
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
      <p role="status" className={styles.done}>
        {stored && (
          <>
            <CircleCheck size={18} aria-hidden="true" className={styles.doneIcon} />
            {uploadedText(kinds[stored.kind], stored.fileName)}
          </>
        )}
      </p>
      {problem && (
        <p role="alert" className={styles.problem} data-testid="upload-error">
          {problemMessage(problem)}
          {problem === 'SIGNED_OUT' && (
            <>
              {' '}
              <SignInAgain />
            </>
          )}
        </p>
      )}
    </div>
  );
}

function DocumentRow({ doc, onPreview, onRemove }: { doc: BookingDocument; onPreview: (doc: BookingDocument) => void; onRemove?: (doc: BookingDocument) => void }) {
  const { t, i18n } = useLingui();
  const kinds = useDocumentKindLabels();
  const fileName = doc.fileName;
  const who = doc.uploadedBy === 'CUSTOMER' ? t`Customer` : doc.uploaderName;
  return (
    <li className={styles.row} data-from={doc.uploadedBy} data-testid="document-row">
      {isImageDocument(doc) ? (
        <button type="button" className={styles.thumb} onClick={() => onPreview(doc)} aria-label={t`Preview ${fileName}`}>
          <img src={bookingDocumentUrl('staff', doc.documentId, true)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        </button>
      ) : (
        <span className={styles.fileIcon} aria-hidden="true">
          <FileText size={26} />
        </span>
      )}
      <div className={styles.meta}>
        <span className={styles.kind}>
          {kinds[doc.kind]}
          {doc.uploadedBy === 'CUSTOMER' && (
            <span className={styles.fromCustomer}>
              <Trans>from the customer</Trans>
            </span>
          )}
        </span>
        <span className={styles.name}>{doc.fileName}</span>
        <span className={styles.sub}>
          {formatFileSize(doc.size, i18n.locale)} · <time dateTime={doc.uploadedAt}>{dotDayTime(doc.uploadedAt)}</time> · {who}
        </span>
      </div>
      <a href={bookingDocumentUrl('staff', doc.documentId)} download={doc.fileName} className={buttonClassName({ variant: 'secondary' }, styles.download)} aria-label={t`Download ${fileName}`}>
        <Download size={18} aria-hidden="true" />
        <span className={styles.downloadText}>
          <Trans>Download</Trans>
        </span>
      </a>
      {onRemove && (
        <Button variant="ghost" className={styles.remove} onClick={() => onRemove(doc)} aria-label={t`Remove ${fileName}`}>
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * The booking's documents, newest first: the customer's transfer receipt and what staff added
 * (loading photos, the B/L draft, the export declaration), with a preview of images and a
 * download per file; and staff's upload with its progress.
 */
export function DocumentsPanel({ bookingId, documents }: { bookingId: number; documents: BookingDocument[] }) {
  const { t } = useLingui();
  const headingId = useId();
  const kinds = useDocumentKindLabels();
  const [preview, setPreview] = useState<BookingDocument | null>(null);
  // Staff take back what staff uploaded (a wrong photo or draft); the customer's receipt is theirs.
  const client = useQueryClient();
  const [removing, setRemoving] = useState<BookingDocument | null>(null);
  const remove = useMutation({
    mutationFn: (doc: BookingDocument) => removeBookingDocument('staff', doc.documentId),
    onSuccess: () => {
      setRemoving(null);
      void client.invalidateQueries({ queryKey: staffBookingKey(bookingId) });
    },
  });
  const removingName = removing?.fileName ?? '';
  const list = [...documents].reverse();
  return (
    <section className={card.card} aria-labelledby={headingId} data-testid="documents-panel">
      <h2 id={headingId} className={card.cardTitle}>
        <Trans>Documents</Trans>
      </h2>
      <DocumentUpload bookingId={bookingId} />
      {remove.isError && !removing && (
        <p role="alert" className={styles.problem}>
          <Trans>The document could not be removed. Try again.</Trans>
        </p>
      )}
      {list.length === 0 ? (
        <p className={card.muted}>
          <Trans>No documents yet: the customer's transfer receipt and what you upload appear here.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Documents of this booking`}>
          {list.map((doc) => (
            <DocumentRow key={doc.documentId} doc={doc} onPreview={setPreview} onRemove={doc.uploadedBy === 'STAFF' ? setRemoving : undefined} />
          ))}
        </ul>
      )}
      <DeskConfirm
        open={removing !== null}
        title={t`Remove this document?`}
        message={t`${removingName} will no longer be on this booking, for you or for the customer.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onError: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      />
      <DeskModal open={preview !== null} onClose={() => setPreview(null)} title={preview ? kinds[preview.kind] : undefined} size="lg">
        {preview && (
          <figure className={styles.figure}>
            <img className={styles.previewImage} src={bookingDocumentUrl('staff', preview.documentId, true)} alt={preview.fileName} />
            <figcaption className={styles.caption}>
              <span className={styles.name}>{preview.fileName}</span>
              <a href={bookingDocumentUrl('staff', preview.documentId)} download={preview.fileName} className={buttonClassName({ variant: 'secondary' })}>
                <Download size={18} aria-hidden="true" />
                <Trans>Download</Trans>
              </a>
            </figcaption>
          </figure>
        )}
      </DeskModal>
    </section>
  );
}
