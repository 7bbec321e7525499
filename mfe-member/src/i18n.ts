import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import * as React from 'react';
import type { Lang } from '@forwarder/shared/contract';
import { registerSingleton } from '@forwarder/shared/stores';

/** This remote's name in the shared catalog registry. */
export const APP = 'member';

// Every widget and route of this remote imports this file: record the React it runs with, so a
// test can prove the shell and all remotes share one.
registerSingleton('react', React);

/** Load this remote's compiled catalog for a locale (merged into the shared instance by CatalogGate). */
export async function loadCatalog(locale: Lang): Promise<Messages> {
  // English ships with the code: no extra round trip before the first render for most buyers.
  if (locale === 'en') return en;
  const mod = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
