import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useController, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye, EyeOff, ExternalLink, ImagePlus, Send, Trash2, X } from 'lucide-react';
import { ApiError } from '@forwarder/shared/api';
import { POST_EXCERPT_MAX, type StaffPostBody, type StaffPostDetail } from '@forwarder/shared/contract';
import { deskPostUrl, paths } from '@forwarder/shared/paths';
import { postHasText } from '@forwarder/shared/post-text';
import { Button, Modal, buttonClassName } from '@forwarder/shared/ui';
import { ChangeTrail } from '../../../components/change-trail';
import { DeskConfirm } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { DeskError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { createPost, deletePost, postKey, postsKey, setPostStatus, updatePost, usePost } from '../api/posts';
import { emptyPost, postResolver, postToForm, type PostFormValues } from '../model';
import { POST_LANGS, usePostLabels } from './post-labels';
import { PictureDialog, RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';
import catalog from '../../../components/catalog.module.css';
import card from '../../workspace/components/workspace.module.css';
import styles from './posts.module.css';

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p id={id} className={catalog.fieldError}>
      {error.message}
    </p>
  ) : null;
}

/** The api's refusal of a save: its message for a 400 or 409 (the contract's words), else the desk's. */
function SaveError({ error }: { error: unknown }) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.message) {
    return (
      <>
        <Trans>The post was not saved.</Trans> {error.message.replace(/^[a-z]+: /, '')}
      </>
    );
  }
  return <ErrorText lead={<Trans>The post was not saved.</Trans>} error={error} />;
}

/** The blog's article (with DOMPurify): downloaded when the preview first opens, not with the form. */
const PostArticle = lazy(() => import('@forwarder/shared/post-article').then((m) => ({ default: m.PostArticle })));

/** The blog's dialog as buyers will see the post: the same Modal and PostArticle, in the post's language. */
function PostPreview({ open, values, coverUrl, date, onClose }: { open: boolean; values: PostFormValues; coverUrl: string | null; date: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={<span lang={values.langs}>{values.title || t`(no title yet)`}</span>}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t`Back to writing`}
        </Button>
      }
    >
      <div lang={values.langs} data-testid="post-preview">
        {open && (
          <Suspense fallback={<DeskLoader />}>
            <PostArticle date={date} imageUrl={coverUrl} html={values.content} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}

type Outcome = { detail: StaffPostDetail; published: boolean; created: boolean };

/** The post form: language, title, excerpt, cover, text; save, preview, publish. */
function PostForm({ detail, onDone }: { detail: StaffPostDetail | null; onDone: (o: Outcome) => void }) {
  const { t } = useLingui();
  const labels = usePostLabels();
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;
  const [mode, setMode] = useState<'save' | 'publish'>('save');
  const editor = useRef<RichTextEditorHandle>(null);
  const [previewing, setPreviewing] = useState(false);
  const [coverDialog, setCoverDialog] = useState(false);
  const { register, handleSubmit, formState, control, getValues, setFocus, setError } = useForm<PostFormValues, unknown, StaffPostBody>({
    resolver: postResolver,
    defaultValues: detail ? postToForm(detail) : emptyPost(),
    shouldFocusError: false,
  });
  const content = useController({ control, name: 'content' });
  const cover = useController({ control, name: 'cover' });
  const langs = useWatch({ control, name: 'langs' });
  const excerpt = useWatch({ control, name: 'excerpt' });
  const errors = formState.errors;
  const dirty = formState.isDirty;
  const post = detail?.post ?? null;
  // An older post's own picture (not uploaded here) shows until a cover replaces it.
  const coverUrl = cover.field.value?.gridUrl ?? (post && !post.cover ? post.coverUrl : null);

  const save = useMutation({
    mutationFn: async ({ body, publish }: { body: StaffPostBody; publish: boolean }): Promise<Outcome> => {
      let saved = post && !dirty ? detail! : post ? await updatePost(post.boardId, body) : await createPost(body);
      if (publish && saved.post.status !== 'PUBLISHED') saved = await setPostStatus(saved.post.boardId, 'PUBLISH');
      return { detail: saved, published: publish, created: !post };
    },
    onSuccess: onDone,
  });

  // Leaving the page with unsaved words asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (!post) setFocus('title');
  }, [post, setFocus]);

  const submit = (publish: boolean) => {
    setMode(publish ? 'publish' : 'save');
    void handleSubmit(
      (body) => {
        if (publish && !postHasText(body.content)) {
          setError('content', { type: 'validate', message: t`Write the post before publishing it.` });
          editor.current?.focus();
          return;
        }
        save.mutate({ body, publish });
      },
      (errs) => {
        if (errs.title) setFocus('title');
        else if (errs.excerpt) setFocus('excerpt');
        else if (errs.content) editor.current?.focus();
      },
    )();
  };
  const field = (name: keyof PostFormValues) => ({
    id: ids(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? ids(`${name}-error`) : undefined,
  });

  return (
    <form
      className={catalog.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(false);
      }}
      data-testid="post-form"
    >
      <fieldset className={catalog.section}>
        <legend className={catalog.legend}>
          <Trans>Post</Trans>
        </legend>
        <div className={catalog.field}>
          <label htmlFor={ids('langs')}>
            <Trans>Language of the post</Trans>
          </label>
          <select className={catalog.control} {...field('langs')} {...register('langs')}>
            {POST_LANGS.map((l) => (
              <option key={l} value={l}>
                {labels.language(l)}
              </option>
            ))}
          </select>
          <p className={catalog.hintText}>
            <Trans>Only visitors reading the site in this language see the post.</Trans>
          </p>
        </div>
        <div className={`${catalog.field} ${catalog.wide}`}>
          <label htmlFor={ids('title')}>
            <Trans>Title</Trans>
          </label>
          <input className={catalog.control} lang={langs} maxLength={200} {...field('title')} {...register('title')} />
          <FieldMessage id={ids('title-error')} error={errors.title} />
        </div>
        <div className={`${catalog.field} ${catalog.wide}`}>
          <label htmlFor={ids('excerpt')}>
            <Trans>Excerpt (the text of the blog card; empty: the start of the post)</Trans>
          </label>
          <textarea className={`${catalog.control} ${catalog.textarea}`} lang={langs} rows={3} {...field('excerpt')} {...register('excerpt')} />
          <p className={styles.counter} aria-live="polite">
            {excerpt.length} / {POST_EXCERPT_MAX}
          </p>
          <FieldMessage id={ids('excerpt-error')} error={errors.excerpt} />
        </div>
      </fieldset>

      <fieldset className={catalog.section}>
        <legend className={catalog.legend}>
          <Trans>Cover picture</Trans>
        </legend>
        <div className={`${styles.cover} ${catalog.wide}`}>
          {coverUrl ? (
            <img className={styles.coverImage} src={coverUrl} alt={t`Current cover`} width={192} height={120} />
          ) : (
            <span className={styles.coverEmpty}>
              <Trans>No cover: the blog shows its ship illustration.</Trans>
            </span>
          )}
          <div className={styles.coverButtons}>
            <Button variant="secondary" onClick={() => setCoverDialog(true)}>
              <ImagePlus size={18} aria-hidden="true" />
              {coverUrl ? <Trans>Replace the cover</Trans> : <Trans>Upload a cover</Trans>}
            </Button>
            {cover.field.value && (
              <Button variant="secondary" onClick={() => cover.field.onChange(null)}>
                <X size={18} aria-hidden="true" />
                <Trans>Remove the cover</Trans>
              </Button>
            )}
          </div>
          <p className={catalog.hintText}>
            <Trans>Cropped to 640 × 400 for the blog's cards.</Trans>
          </p>
        </div>
        <PictureDialog
          open={coverDialog}
          withAlt={false}
          onClose={() => setCoverDialog(false)}
          onPicture={(picture) => {
            setCoverDialog(false);
            cover.field.onChange(picture);
          }}
        />
      </fieldset>

      <fieldset className={catalog.section}>
        <legend className={catalog.legend} id={ids('content-label')}>
          <Trans>Text</Trans>
        </legend>
        <div className={`${catalog.field} ${catalog.wide}`}>
          <RichTextEditor
            ref={editor}
            initialHtml={content.field.value}
            onChange={(html) => content.field.onChange(html)}
            lang={langs}
            labelledBy={ids('content-label')}
            describedBy={errors.content ? ids('content-error') : undefined}
            invalid={Boolean(errors.content)}
          />
          <FieldMessage id={ids('content-error')} error={errors.content} />
        </div>
      </fieldset>

      <div className={catalog.submitRow}>
        <Button type="submit" variant={post?.status === 'PUBLISHED' ? 'primary' : 'secondary'} loading={save.isPending && mode === 'save'} disabled={save.isPending}>
          {post ? <Trans>Save changes</Trans> : <Trans>Save the draft</Trans>}
        </Button>
        <Button variant="secondary" onClick={() => setPreviewing(true)}>
          <Eye size={18} aria-hidden="true" />
          <Trans>Preview</Trans>
        </Button>
        {post?.status !== 'PUBLISHED' && (
          <Button variant="primary" onClick={() => submit(true)} loading={save.isPending && mode === 'publish'} disabled={save.isPending}>
            <Send size={18} aria-hidden="true" />
            {dirty || !post ? <Trans>Save and publish</Trans> : <Trans>Publish</Trans>}
          </Button>
        )}
        {dirty && (
          <span className={catalog.hintText} role="status">
            <Trans>Unsaved changes</Trans>
          </span>
        )}
      </div>
      {save.isError && (
        <p className={catalog.formError} role="alert">
          <SaveError error={save.error} />
        </p>
      )}
      <PostPreview open={previewing} values={getValues()} coverUrl={coverUrl} date={post?.status === 'PUBLISHED' ? post.regDtm : new Date().toISOString()} onClose={() => setPreviewing(false)} />
    </form>
  );
}

/** Unpublish and delete, with a question before a delete. */
function PostActions({ detail, onChanged, onDeleted }: { detail: StaffPostDetail; onChanged: (d: StaffPostDetail, message: string) => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const { post } = detail;
  const [asking, setAsking] = useState(false);
  const unpublish = useMutation({ mutationFn: () => setPostStatus(post.boardId, 'UNPUBLISH'), onSuccess: (d) => onChanged(d, t`The post is back to draft: the blog no longer shows it.`) });
  const remove = useMutation({ mutationFn: () => deletePost(post.boardId), onSuccess: onDeleted });
  return (
    <div className={catalog.actions}>
      {post.status === 'PUBLISHED' && (
        <>
          <a className={buttonClassName({ variant: 'secondary' })} href={`${paths.blog}?boardId=${post.boardId}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={18} aria-hidden="true" />
            <Trans>See it on the blog</Trans>
          </a>
          <Button variant="secondary" onClick={() => unpublish.mutate()} loading={unpublish.isPending}>
            <EyeOff size={18} aria-hidden="true" />
            <Trans>Unpublish</Trans>
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Trash2 size={18} aria-hidden="true" />
        <Trans>Delete</Trans>
      </Button>
      {unpublish.isError && (
        <p className={catalog.formError} role="alert">
          <ErrorText lead={<Trans>Nothing was changed.</Trans>} error={unpublish.error} />
        </p>
      )}
      <DeskConfirm
        open={asking}
        title={t`Delete this post?`}
        message={t`The post leaves the blog and this list. Its pictures and trail are kept.`}
        confirmLabel={t`Delete the post`}
        busy={remove.isPending}
        onCancel={() => (remove.reset(), setAsking(false))}
        onConfirm={() => remove.mutate()}
      >
        {remove.isError && (
          <p className={catalog.formError} role="alert">
            <ErrorText lead={<Trans>Nothing was changed.</Trans>} error={remove.error} />
          </p>
        )}
      </DeskConfirm>
    </div>
  );
}

/** /desk/posts/new and /desk/posts/{id}: the post form, preview, publish, unpublish, delete and the trail. */
export function PostPage() {
  const { t } = useLingui();
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const isNew = idParam === 'new';
  const id = isNew ? null : /^[1-9]\d{0,9}$/.test(idParam ?? '') ? Number(idParam) : Number.NaN;
  const query = usePost(Number.isNaN(id) ? null : id);
  const unread = useUnreadTotal();
  const labels = usePostLabels();
  const [done, setDone] = useState<string | null>(null);
  useDeskTitle(unread, isNew ? t`New post` : (query.data?.post.title ?? t`Blog post`));

  const show = async (d: StaffPostDetail, message: string) => {
    setDone(message);
    client.setQueryData(postKey(d.post.boardId), d);
    await client.invalidateQueries({ queryKey: postsKey, refetchType: 'none' });
  };

  const back = (
    <Link to={paths.deskPosts} className={catalog.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      <Trans>All posts</Trans>
    </Link>
  );
  if (Number.isNaN(id)) {
    return (
      <section className={catalog.page}>
        {back}
        <DeskError message={<Trans>There is no such post.</Trans>} />
      </section>
    );
  }
  if (id !== null && query.isPending) return <DeskLoader />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className={catalog.page}>
        {back}
        <DeskError message={notFound ? <Trans>There is no such post.</Trans> : <Trans>The post could not be loaded.</Trans>} onRetry={notFound ? undefined : () => void query.refetch()} />
      </section>
    );
  }
  const detail = id !== null ? (query.data ?? null) : null;
  const post = detail?.post ?? null;

  return (
    <section className={catalog.page} aria-labelledby="post-title">
      {back}
      <div className={catalog.pageHead}>
        <h1 id="post-title" className={catalog.title}>
          {post ? <Trans>Blog post {post.boardId}</Trans> : <Trans>New post</Trans>}
        </h1>
        {post && (
          <span className={`${card.pill} ${post.status === 'PUBLISHED' ? card.pillOk : card.pillOff}`} data-testid="post-status">
            {labels.status[post.status]}
          </span>
        )}
      </div>
      <p className={catalog.done} role="status">
        {done}
      </p>
      {detail && (
        <PostActions
          detail={detail}
          onChanged={(d, message) => void show(d, message)}
          onDeleted={() => {
            void client.invalidateQueries({ queryKey: postsKey });
            navigate(paths.deskPosts, { state: { done: t`The post was deleted.` } });
          }}
        />
      )}
      <div className={catalog.layout}>
        <PostForm
          // A new form for another post (or once the saved one comes back).
          key={post ? `${post.boardId}:${post.updatedAt}:${post.status}` : 'new'}
          detail={detail}
          onDone={({ detail: d, published, created }) => {
            const message = published ? t`Published: the blog shows the post now.` : d.post.status === 'PUBLISHED' ? t`Saved. The blog shows the change now.` : t`Draft saved. Only staff can see it.`;
            void show(d, message);
            if (created) navigate(deskPostUrl(d.post.boardId), { replace: true });
          }}
        />
        {detail && <ChangeTrail activity={detail.activity} labelOf={(k) => labels.activity[k]} empty={<Trans>No change since the post was loaded into the site.</Trans>} testId="post-trail" />}
      </div>
    </section>
  );
}

export default PostPage;
