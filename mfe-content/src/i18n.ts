import type { Messages } from '@lingui/core';
import * as React from 'react';
import type { Lang } from '@forwarder/shared/contract';
import { registerSingleton } from '@forwarder/shared/stores';

/** This remote's name in the shared catalog registry. */
export const APP = 'content';

// Every widget and route of this remote imports this file: record the React it runs with, so a
// test can prove the shell and all remotes share one.
registerSingleton('react', React);

// The catalog loads on demand, English too: the banner carries its own few texts (see
// features/banner/hero-messages.ts), so the first screen does not wait for the whole catalog.

/** Load this remote's compiled catalog for a locale (merged into the shared instance by CatalogGate). */
export async function loadCatalog(locale: Lang): Promise<Messages> {
  const mod = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages };
  return mod.messages;
}
