import type { Messages } from '@lingui/core';
import type { Lang } from '@forwarder/shared/contract';

/** Load the shell's compiled catalog for a locale. */
export async function loadCatalog(locale: Lang): Promise<Messages> {
  const mod = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
