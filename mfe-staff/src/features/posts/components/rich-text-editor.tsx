/**
 * The post's text as staff write it: an editable area with a toolbar for what a post may hold
 * (headings, bold, italic, lists, quotes, links, pictures; the post policy of
 * @forwarder/shared/post-html). The browser's editing commands do the formatting; every change
 * is reported as HTML. A paste is sanitised with the same policy before it lands (a hostile paste
 * stays inert), a dropped file or markup is refused (pictures come through the picture button,
 * which uploads them here first), and the area never takes markup from anywhere else.
 */
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Pilcrow, Quote, Unlink } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import { POST_PICTURE_MAX_BYTES, POST_PICTURE_TYPES, type PostPicture } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { DeskModal } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { uploadPicture } from '../api/posts';
import styles from './rich-text-editor.module.css';

/** What the page can do with the editor. */
export interface RichTextEditorHandle {
  focus: () => void;
}

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** The HTML the area starts with (read once: the area then owns its content). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The post's language (the area's `lang`: spelling and screen readers). */
  lang: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A link staff may add: web, mail, or a page of this site. */
export const linkOk = (url: string) => /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|\/(?!\/)[^\s<>"]*)$/i.test(url.trim());

/** Runs a browser editing command on the area's selection. */
function exec(command: string, value?: string) {
  // The commands are deprecated but are still what every browser's contenteditable implements.
  return document.execCommand(command, false, value);
}

/** A toolbar button; it keeps the area's selection (a click must not take the focus before the command runs). */
function Tool({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.tool} aria-label={label} title={label} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {icon}
    </button>
  );
}

export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor({ initialHtml, onChange, lang, labelledBy, describedBy, invalid }, ref) {
  const { t } = useLingui();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [dialog, setDialog] = useState<'link' | 'picture' | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => area.current?.focus() }), []);

  useEffect(() => {
    // The stored text was sanitised by the api when it was saved, and again when the desk read it
    // (GET /staff/post passes it through the same DOMPurify policy): it is shown as it comes, so the
    // page does not download DOMPurify before a paste needs it.
    if (area.current) area.current.innerHTML = initialHtml;
    // The area owns its content after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const report = () => {
    const el = area.current;
    if (el) onChange(el.innerHTML);
  };
  const keepSelection = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && area.current?.contains(sel.getRangeAt(0).commonAncestorContainer)) saved.current = sel.getRangeAt(0).cloneRange();
  };
  const restoreSelection = () => {
    const el = area.current;
    if (!el) return;
    el.focus();
    const sel = window.getSelection();
    if (!sel) return;
    sel.removeAllRanges();
    if (saved.current) sel.addRange(saved.current);
    else {
      const end = document.createRange();
      end.selectNodeContents(el);
      end.collapse(false);
      sel.addRange(end);
    }
  };
  const run = (command: string, value?: string) => {
    area.current?.focus();
    exec('styleWithCSS', 'false');
    exec('defaultParagraphSeparator', 'p');
    exec(command, value);
    report();
  };
  const insertHtml = (html: string) => {
    restoreSelection();
    exec('insertHTML', html);
    report();
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    const text = e.clipboardData.getData('text/plain');
    keepSelection();
    if (!html) {
      exec('insertText', text);
      report();
      return;
    }
    // The post policy and DOMPurify arrive with the first pasted HTML, not with the form.
    void import('@forwarder/shared/post-html')
      .then(async ({ loadPostSanitizer, sanitizePostHtml }) => sanitizePostHtml(await loadPostSanitizer(), html))
      .then(insertHtml)
      .catch(() => {
        exec('insertText', text);
        report();
      });
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => e.preventDefault();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      keepSelection();
      setDialog('link');
    }
  };

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={t`Formatting`} aria-controls={`${labelledBy}-area`}>
        <Tool label={t`Heading`} icon={<Heading2 size={18} aria-hidden="true" />} onClick={() => run('formatBlock', 'h2')} />
        <Tool label={t`Subheading`} icon={<Heading3 size={18} aria-hidden="true" />} onClick={() => run('formatBlock', 'h3')} />
        <Tool label={t`Paragraph`} icon={<Pilcrow size={18} aria-hidden="true" />} onClick={() => run('formatBlock', 'p')} />
        <span className={styles.toolGap} aria-hidden="true" />
        <Tool label={t`Bold`} icon={<Bold size={18} aria-hidden="true" />} onClick={() => run('bold')} />
        <Tool label={t`Italic`} icon={<Italic size={18} aria-hidden="true" />} onClick={() => run('italic')} />
        <span className={styles.toolGap} aria-hidden="true" />
        <Tool label={t`Bulleted list`} icon={<List size={18} aria-hidden="true" />} onClick={() => run('insertUnorderedList')} />
        <Tool label={t`Numbered list`} icon={<ListOrdered size={18} aria-hidden="true" />} onClick={() => run('insertOrderedList')} />
        <Tool label={t`Quote`} icon={<Quote size={18} aria-hidden="true" />} onClick={() => run('formatBlock', 'blockquote')} />
        <span className={styles.toolGap} aria-hidden="true" />
        <Tool
          label={t`Link`}
          icon={<Link2 size={18} aria-hidden="true" />}
          onClick={() => {
            keepSelection();
            setDialog('link');
          }}
        />
        <Tool label={t`Remove link`} icon={<Unlink size={18} aria-hidden="true" />} onClick={() => run('unlink')} />
        <Tool
          label={t`Picture`}
          icon={<ImagePlus size={18} aria-hidden="true" />}
          onClick={() => {
            keepSelection();
            setDialog('picture');
          }}
        />
      </div>
      <div
        ref={area}
        id={`${labelledBy}-area`}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        lang={lang}
        spellCheck
        onInput={report}
        onBlur={keepSelection}
        onKeyUp={keepSelection}
        onMouseUp={keepSelection}
        onPaste={onPaste}
        onDrop={onDrop}
        onKeyDown={onKeyDown}
        data-testid="post-text"
      />
      <LinkDialog
        open={dialog === 'link'}
        onClose={() => setDialog(null)}
        onLink={(url) => {
          setDialog(null);
          restoreSelection();
          const sel = window.getSelection();
          // No text chosen: the address becomes the link's text.
          if (!sel || sel.isCollapsed) exec('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
          else exec('createLink', url);
          report();
        }}
      />
      <PictureDialog
        open={dialog === 'picture'}
        onClose={() => setDialog(null)}
        onPicture={(picture, alt) => {
          setDialog(null);
          insertHtml(`<img src="${escapeHtml(picture.fullUrl)}" alt="${escapeHtml(alt)}"><p><br></p>`);
        }}
      />
    </div>
  );
});

/** Asks for a link's address (web, mail, or a page of this site). */
function LinkDialog({ open, onClose, onLink }: { open: boolean; onClose: () => void; onLink: (url: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const submit = () => {
    if (!linkOk(url)) {
      setError(true);
      return;
    }
    onLink(url.trim());
    setUrl('');
    setError(false);
  };
  return (
    <DeskModal
      open={open}
      onClose={onClose}
      title={t`Add a link`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button variant="primary" onClick={submit}>
            {t`Add the link`}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id}>
          <Trans>Address</Trans>
        </label>
        <input
          id={id}
          type="url"
          className={styles.control}
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field
          autoFocus
        />
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            <Trans>Enter a web address (https://…), a mail address (mailto:…) or a page of this site (/…).</Trans>
          </p>
        )}
      </form>
    </DeskModal>
  );
}

/** Uploads a picture (resized by the api) and asks what it shows (its alt text), then hands it over. */
export function PictureDialog({ open, onClose, onPicture, withAlt = true }: { open: boolean; onClose: () => void; onPicture: (picture: PostPicture, alt: string) => void; withAlt?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState<'file' | 'alt' | null>(null);
  const controller = useRef<AbortController | null>(null);
  const reset = () => {
    setFile(null);
    setAlt('');
    setProgress(null);
    setError(null);
    setMissing(null);
  };
  const close = () => {
    controller.current?.abort();
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return setMissing('file');
    if (withAlt && !alt.trim()) return setMissing('alt');
    setMissing(null);
    setError(null);
    if (file.size > POST_PICTURE_MAX_BYTES) return setError(new ApiError(413, 'FILE_TOO_LARGE', 'too large'));
    controller.current = new AbortController();
    try {
      const picture = await uploadPicture(file, file.name, setProgress, controller.current.signal);
      onPicture(picture, alt.trim());
      reset();
    } catch (err) {
      setProgress(null);
      setError(err);
    }
  };
  const busy = progress !== null;
  return (
    <DeskModal
      open={open}
      onClose={busy ? () => undefined : close}
      title={withAlt ? t`Add a picture` : t`Cover picture`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t`Cancel`}
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={busy}>
            {withAlt ? t`Add the picture` : t`Use this picture`}
          </Button>
        </>
      }
    >
      <div className={styles.dialogForm}>
        <label htmlFor={`${id}-file`}>
          <Trans>Picture (JPEG, PNG or WebP, up to 10 MB)</Trans>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={POST_PICTURE_TYPES.join(',')}
          className={styles.fileInput}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-invalid={missing === 'file' || undefined}
          aria-describedby={missing === 'file' ? `${id}-file-error` : undefined}
          data-testid="picture-file"
        />
        {missing === 'file' && (
          <p id={`${id}-file-error`} className={styles.fieldError}>
            <Trans>Choose a picture.</Trans>
          </p>
        )}
        {withAlt && (
          <>
            <label htmlFor={`${id}-alt`}>
              <Trans>What the picture shows (read to people who cannot see it)</Trans>
            </label>
            <input
              id={`${id}-alt`}
              className={styles.control}
              value={alt}
              maxLength={300}
              onChange={(e) => setAlt(e.target.value)}
              aria-invalid={missing === 'alt' || undefined}
              aria-describedby={missing === 'alt' ? `${id}-alt-error` : undefined}
            />
            {missing === 'alt' && (
              <p id={`${id}-alt-error`} className={styles.fieldError}>
                <Trans>Describe the picture in a few words.</Trans>
              </p>
            )}
          </>
        )}
        {busy && <progress className={styles.progress} value={progress} max={1} aria-label={t`Uploading the picture`} />}
        {error !== null && (
          <p className={styles.formError} role="alert">
            <PictureError error={error} />
          </p>
        )}
      </div>
    </DeskModal>
  );
}

/** Why a picture was refused, in the desk's words. */
export function PictureError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 413) return <Trans>The picture was not added: it is larger than 10 MB.</Trans>;
  if (error instanceof ApiError && error.status === 415) return <Trans>The picture was not added: it could not be read. Upload a JPEG, PNG or WebP picture.</Trans>;
  return <ErrorText lead={<Trans>The picture was not added.</Trans>} error={error} />;
}
