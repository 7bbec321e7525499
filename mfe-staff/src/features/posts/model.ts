/**
 * The post form's rules without React: the form's values, the body the api takes, and the check,
 * which is the contract's StaffPostBodySchema itself (the one the api parses), its failures named
 * in the desk's language per field. Publishing also needs some text.
 */
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { StaffPostBodySchema, type Lang, type PostPicture, type StaffPostBody, type StaffPostDetail } from '@forwarder/shared/contract';
import { deskI18n } from '../../i18n';

/** The form as staff fill it. */
export interface PostFormValues {
  langs: Lang;
  title: string;
  excerpt: string;
  content: string;
  cover: PostPicture | null;
}

/** A new post's form: English, empty. */
export const emptyPost = (): PostFormValues => ({ langs: 'en', title: '', excerpt: '', content: '', cover: null });

/** The form of a stored post. */
export const postToForm = ({ post }: StaffPostDetail): PostFormValues => ({ langs: post.langs, title: post.title, excerpt: post.excerpt, content: post.content, cover: post.cover });

/** What the form sends. */
export const toPostBody = (f: PostFormValues): Record<keyof StaffPostBody, unknown> => ({
  langs: f.langs,
  title: f.title,
  excerpt: f.excerpt,
  content: f.content,
  coverPictureId: f.cover?.pictureId ?? null,
});

/** The form's messages, translated when a rule fails (they follow the desk's language). */
const messages = {
  title: msg`Enter a title, up to 200 characters.`,
  excerpt: msg`Keep the excerpt to 400 characters.`,
  content: msg`This post is too long. Split it into two posts.`,
  langs: msg`Choose the language of the post.`,
} satisfies Record<string, MessageDescriptor>;

const say = (d: MessageDescriptor) => (deskI18n.locale ? deskI18n._(d) : (d.message ?? d.id));

/** Checks the form with the contract's schema; the body or the errors per field. (Publishing also needs `postHasText` of @forwarder/shared/post-html, the api's rule.) */
export function checkPost(f: PostFormValues): { body: StaffPostBody; errors: null } | { body: null; errors: Partial<Record<keyof PostFormValues, string>> } {
  const errors: Partial<Record<keyof PostFormValues, string>> = {};
  const result = v.safeParse(StaffPostBodySchema, toPostBody(f));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof StaffPostBody | undefined;
      if (!key || key === 'coverPictureId') continue;
      if (!errors[key]) errors[key] = say(messages[key]);
    }
  }
  return Object.keys(errors).length ? { body: null, errors } : { body: result.output as StaffPostBody, errors: null };
}

/** react-hook-form's resolver over checkPost. */
export const postResolver: Resolver<PostFormValues, unknown, StaffPostBody> = (values) => {
    const checked = checkPost(values);
    if (checked.body) return { values: checked.body, errors: {} };
    const errors: FieldErrors<PostFormValues> = {};
    for (const [k, message] of Object.entries(checked.errors)) errors[k as keyof PostFormValues] = { type: 'validate', message };
    return { values: {}, errors };
  };
