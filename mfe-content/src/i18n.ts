import type { Messages } from '@lingui/core';
import type { Lang } from '@forwarder/shared/contract';

/** This remote's name in the shared catalog registry. */
export const APP = 'content';

/** Load this remote's compiled catalog for a locale (merged into the shared instance by CatalogGate). */
export async function loadCatalog(locale: Lang): Promise<Messages> {
  const mod = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
