import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import type { Lang } from '@forwarder/shared/contract';

/** Load the shell's compiled catalog for a locale. */
export async function loadCatalog(locale: Lang): Promise<Messages> {
  // English ships with the code: no extra round trip before the first render for most buyers.
  if (locale === 'en') return en;
  const mod = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
