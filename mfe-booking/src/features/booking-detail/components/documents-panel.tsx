import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Download, FileText, Trash2, Upload, X } from 'lucide-react';
import { bookingDocumentUrl, checkDocumentFile, DOCUMENT_ACCEPT, documentUploadProblem, isImageDocument, removeBookingDocument, type DocumentUploadProblem } from '@forwarder/shared/api';
import { useRuntimeConfig } from '@forwarder/shared/config';
import type { BookingDocument } from '@forwarder/shared/contract';
import { documentKindLabels, dotDay, formatFileSize } from '@forwarder/shared/format';
import { Button, buttonClassName, ConfirmModal, EmptyState, ErrorPanel, Modal, Skeleton } from '@forwarder/shared/ui';
import { documentsKey, useDocuments } from '../api/get-documents';
import { useUploadReceipt } from '../api/upload-receipt';
import styles from './documents-panel.module.css';

function useProblemMessage() {
  const { t } = useLingui();
  const other = t`An error occurred. Please try again.`;
  const messages: Record<DocumentUploadProblem, string> = {
    EMPTY: t`The file is empty. Choose the receipt file again.`,
    TOO_LARGE: t`The file is larger than 10 MB. Choose a smaller file.`,
    WRONG_TYPE: t`Only PDF, JPEG or PNG files can be uploaded.`,
    TOO_MANY: t`This booking already holds as many documents as it can take.`,
    FINISHED: t`This booking is finished: no more documents can be added.`,
    NETWORK: t`The upload failed: check your connection and try again.`,
    CANCELLED: t`The upload was cancelled.`,
    // A refused session is a general failure here: the page itself sends a signed-out buyer away.
    SIGNED_OUT: other,
    OTHER: other,
  };
  return (problem: DocumentUploadProblem) => messages[problem];
}

/** The buyer's receipt upload: a labelled file input, a progress bar while it goes, then a message. */
function ReceiptUpload({ bookingId }: { bookingId: number }) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const upload = useUploadReceipt(bookingId);
  const problemMessage = useProblemMessage();
  // A file refused before it was sent; the upload's own outcome is the mutation's.
  const [refused, setRefused] = useState<DocumentUploadProblem | null>(null);
  const busy = upload.isPending;
  const percent = Math.round((upload.progress ?? 0) * 100);
  const sending = (busy && upload.variables?.name) || '';
  const done = upload.isSuccess ? upload.data.fileName : null;
  const problem = refused ?? (upload.isError ? documentUploadProblem(upload.error) : null);
  const uploadingText = (fileName: string) => t`Uploading ${fileName}`;
  const uploadedText = (fileName: string) => t`Receipt uploaded: ${fileName}`;

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
    upload.mutate(file, {
      onSettled: () => {
        refocus.current = true;
      },
    });
  };

  // Back on the (again enabled) input when an upload ends, where its message is read out.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [busy]);

  return (
    <div className={styles.upload}>
      <input ref={inputRef} id={inputId} type="file" accept={DOCUMENT_ACCEPT} className={styles.fileInput} aria-describedby={hintId} onChange={onPick} disabled={busy} />
      <label htmlFor={inputId} className={buttonClassName({ variant: 'primary' }, styles.pick)} data-disabled={busy || undefined}>
        <Upload size={18} aria-hidden="true" />
        <Trans>Upload the bank transfer receipt</Trans>
      </label>
      <p id={hintId} className={styles.hint}>
        <Trans>PDF, JPEG or PNG, up to 10 MB.</Trans>
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
        {done && (
          <>
            <CircleCheck size={18} aria-hidden="true" className={styles.doneIcon} />
            {uploadedText(done)}
          </>
        )}
      </p>
      {problem && (
        <p role="alert" className={styles.problem} data-testid="upload-error">
          {problemMessage(problem)}
        </p>
      )}
    </div>
  );
}

function DocumentRow({ doc, onPreview, onRemove }: { doc: BookingDocument; onPreview: (doc: BookingDocument) => void; onRemove?: (doc: BookingDocument) => void }) {
  const { t, i18n } = useLingui();
  const product = useRuntimeConfig((s) => s.config.brand.host);
  const name = doc.uploaderName;
  const who = doc.uploadedBy === 'CUSTOMER' ? t`You` : t`${name} from ${product}`;
  const fileName = doc.fileName;
  return (
    <li className={styles.row} data-testid="document-row">
      {isImageDocument(doc) ? (
        <button type="button" className={styles.thumb} onClick={() => onPreview(doc)} aria-label={t`Preview ${fileName}`}>
          <img src={bookingDocumentUrl('buyer', doc.documentId, true)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        </button>
      ) : (
        <span className={styles.fileIcon} aria-hidden="true">
          <FileText size={26} />
        </span>
      )}
      <div className={styles.meta}>
        <span className={styles.kind}>{i18n._(documentKindLabels[doc.kind])}</span>
        <span className={styles.name}>{doc.fileName}</span>
        <span className={styles.sub}>
          {formatFileSize(doc.size, i18n.locale)} · <time dateTime={doc.uploadedAt}>{dotDay(doc.uploadedAt)}</time> · {who}
        </span>
      </div>
      <a href={bookingDocumentUrl('buyer', doc.documentId)} download={doc.fileName} className={buttonClassName({ variant: 'secondary' }, styles.download)} aria-label={t`Download ${fileName}`}>
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
 * The documents of a booking (issue 23): what the buyer and staff added (the transfer receipt,
 * loading photos, the B/L draft, the export declaration), with a preview of images and a
 * download per file, and the receipt upload while the booking is in progress.
 */
export function DocumentsPanel({ bookingId, canUpload }: { bookingId: number; canUpload: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const documents = useDocuments(bookingId);
  const [preview, setPreview] = useState<BookingDocument | null>(null);
  // Taking back the buyer's own upload (a wrong receipt) while the booking is in progress.
  const client = useQueryClient();
  const [removing, setRemoving] = useState<BookingDocument | null>(null);
  const remove = useMutation({
    mutationFn: (doc: BookingDocument) => removeBookingDocument('buyer', doc.documentId),
    onSuccess: () => {
      setRemoving(null);
      void client.invalidateQueries({ queryKey: documentsKey(bookingId) });
    },
  });
  const removingName = removing?.fileName ?? '';
  // Newest first: what was just added is next to the upload.
  const list = documents.data ? [...documents.data.list].reverse() : [];

  let body;
  if (documents.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">{t`Loading documents`}</span>
        <Skeleton height={72} radius={8} />
        <Skeleton height={72} radius={8} />
      </div>
    );
  } else if (documents.isError) {
    body = <ErrorPanel message={t`The documents could not be loaded.`} onRetry={() => void documents.refetch()} retrying={documents.isFetching} />;
  } else if (list.length === 0) {
    body = <EmptyState className={styles.empty} message={t`No documents yet`} />;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {list.map((doc) => (
          <DocumentRow key={doc.documentId} doc={doc} onPreview={setPreview} onRemove={canUpload && doc.uploadedBy === 'CUSTOMER' ? setRemoving : undefined} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="documents-panel">
      <h2 id={headingId} className={styles.title}>
        <Trans>Documents</Trans>
      </h2>
      {canUpload && <ReceiptUpload bookingId={bookingId} />}
      {remove.isError && !removing && (
        <p role="alert" className={styles.problem}>
          <Trans>The document could not be removed. Please try again.</Trans>
        </p>
      )}
      {body}
      <ConfirmModal
        open={removing !== null}
        title={t`Remove this document?`}
        message={t`${removingName} will no longer be on this booking, for you or for our staff.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing, { onError: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      />
      <Modal open={preview !== null} onClose={() => setPreview(null)} title={preview ? i18n._(documentKindLabels[preview.kind]) : undefined} size="lg">
        {preview && (
          <figure className={styles.figure}>
            <img className={styles.previewImage} src={bookingDocumentUrl('buyer', preview.documentId, true)} alt={preview.fileName} />
            <figcaption className={styles.caption}>
              <span className={styles.name}>{preview.fileName}</span>
              <a href={bookingDocumentUrl('buyer', preview.documentId)} download={preview.fileName} className={buttonClassName({ variant: 'secondary' })}>
                <Download size={18} aria-hidden="true" />
                <Trans>Download</Trans>
              </a>
            </figcaption>
          </figure>
        )}
      </Modal>
    </section>
  );
}
