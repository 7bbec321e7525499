import { useLingui } from '@lingui/react/macro';
import type { Lang, PostActivity, StaffPostStatus } from '@forwarder/shared/contract';
import { languageName } from '../../../components/format';

/** The blog's languages, in the order the desk lists them. */
export const POST_LANGS: readonly Lang[] = ['en', 'es', 'ru'];

/** The desk's names for a post's status, language and trail lines. */
export function usePostLabels() {
  const { t, i18n } = useLingui();
  const status: Record<StaffPostStatus, string> = { DRAFT: t`Draft`, PUBLISHED: t`Published` };
  const activity: Record<PostActivity['kind'], string> = { CREATED: t`Draft started`, EDITED: t`Edited`, PUBLISHED: t`Published`, UNPUBLISHED: t`Back to draft`, DELETED: t`Deleted` };
  /** A language's name in the desk's language ("Spanish", "스페인어"). */
  const language = (lang: Lang) => languageName(lang, i18n.locale);
  return { status, activity, language };
}
