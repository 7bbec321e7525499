import { useLingui } from '@lingui/react';
import * as v from 'valibot';
import { LangSchema, type Lang } from '@forwarder/shared/contract';
import { useLocale } from '@forwarder/shared/stores';

/**
 * The language the page is shown in: the active i18n locale (what the texts are in), else the
 * locale store. Data fetched "in the current language" keys on this, so it refetches when the
 * shell switches language.
 */
export function useCurrentLang(): Lang {
  const { i18n } = useLingui();
  const stored = useLocale((s) => s.locale);
  return v.is(LangSchema, i18n.locale) ? i18n.locale : stored;
}
