import type { Lang } from '../contract';
import type { Messages } from '@lingui/core';
import { messages as en } from '../locales/en/messages';

/**
 * Loader of @forwarder/shared's own catalog (UI kit texts); the shell registers it at boot.
 * English ships with the code (no extra round trip before the first render for most buyers);
 * Spanish and Russian load on demand.
 */
export async function sharedCatalogLoader(locale: Lang): Promise<Messages> {
  if (locale === 'en') return en;
  const mod = (await import(`../locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
