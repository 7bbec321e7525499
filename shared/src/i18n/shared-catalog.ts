import type { Lang } from '../contract';
import type { Messages } from '@lingui/core';

/** Loader of @forwarder/shared's own catalog (UI kit texts); the shell registers it at boot. */
export async function sharedCatalogLoader(locale: Lang): Promise<Messages> {
  const mod = (await import(`../locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
