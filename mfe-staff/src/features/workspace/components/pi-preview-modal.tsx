import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { StaffPiBody } from '@forwarder/shared/contract';
import { Button, buttonClassName } from '@forwarder/shared/ui';
import { DeskModal } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { DeskLoader } from '../../../components/states';
import { fetchPiPreview } from '../api/post-pi';
import styles from './pi-editor.module.css';

/** Props of PiPreviewModal. */
export interface PiPreviewModalProps {
  /** The invoice to preview; the dialog is open while set. */
  body: StaffPiBody | null;
  customerName: string;
  onClose: () => void;
  /** Issue this invoice (the editor asks for a confirmation first). */
  onIssue: () => void;
}

/**
 * The exact PDF the buyer would get for the editor's invoice (POST /staff/pi/preview, saved
 * nowhere), fetched when the dialog opens. The suite's Content-Security-Policy lets no page frame
 * a PDF (`object-src 'none'`, no `frame-src`), so the PDF opens in the browser's own viewer in a
 * new tab, or downloads. The object URL is revoked when the dialog closes.
 */
export function PiPreviewModal({ body, customerName, onClose, onIssue }: PiPreviewModalProps) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: (b: StaffPiBody) => fetchPiPreview(b),
    onSuccess: (blob) => setUrl(URL.createObjectURL(blob)),
  });
  const { mutate, reset } = preview;

  useEffect(() => {
    if (!body) return;
    mutate(body);
    return () => reset();
  }, [body, mutate, reset]);

  // The bytes are released with the dialog (and with the page).
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const close = () => {
    setUrl(null);
    onClose();
  };
  const fileName = body ? `PI-preview-booking-${body.bookingId}.pdf` : 'PI-preview.pdf';

  let content;
  if (preview.isError) {
    content = (
      <div className={styles.previewState}>
        <p className={styles.formError} role="alert">
          <ErrorText lead={<Trans>The preview could not be made.</Trans>} error={preview.error} />
        </p>
        <Button variant="secondary" onClick={() => body && mutate(body)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!url) {
    content = (
      <div className={styles.previewState} aria-busy="true">
        <DeskLoader />
        <p className={styles.muted}>
          <Trans>Making the PDF…</Trans>
        </p>
      </div>
    );
  } else {
    content = (
      <div className={styles.previewReady} data-testid="pi-preview-ready">
        <FileText className={styles.previewIcon} size={48} strokeWidth={1.5} aria-hidden="true" />
        <p className={styles.previewText}>
          <Trans>This is the exact PDF {customerName} will get, in their language. Its number is PI-000000 until you issue it.</Trans>
        </p>
        <div className={styles.previewActions}>
          <a className={buttonClassName({ variant: 'primary' })} href={url} target="_blank" rel="noopener">
            <ExternalLink size={18} aria-hidden="true" />
            <Trans>Open the PDF</Trans>
            <span className="visually-hidden">{t`(opens in a new tab)`}</span>
          </a>
          <a className={buttonClassName({ variant: 'secondary' })} href={url} download={fileName}>
            <Download size={18} aria-hidden="true" />
            <Trans>Download the PDF</Trans>
          </a>
        </div>
      </div>
    );
  }

  return (
    <DeskModal
      open={body !== null}
      onClose={close}
      title={<Trans>P.I preview</Trans>}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Back to the editor</Trans>
          </Button>
          <Button
            variant="primary"
            disabled={!url}
            onClick={() => {
              close();
              onIssue();
            }}
          >
            <Trans>Issue this P.I</Trans>
          </Button>
        </>
      }
    >
      {content}
    </DeskModal>
  );
}
