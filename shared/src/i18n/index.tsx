/**
 * The one Lingui instance of the page, and per-app catalog loading. Each app registers a loader
 * for its compiled catalogs; `activateLocale` (shell only) loads every registered app's catalog
 * into the shared instance (`i18n.load` merges) and then activates, so the shell and every remote
 * re-render in the new language together, without a reload.
 */
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Lang } from '../contract';
import { bus } from '../bus';
import { registerSingleton } from '../stores/singletons';
import { useLocale } from '../stores/locale';

export { i18n };

/** Loads one app's compiled messages for a locale. */
export type CatalogLoader = (locale: Lang) => Promise<Messages>;

const loaders = new Map<string, CatalogLoader>();
const loaded = new Set<string>();

registerSingleton('lingui', i18n);

/** Load `app`'s catalog for `locale` into the shared instance (once). */
export async function ensureCatalog(app: string, locale: Lang): Promise<void> {
  const key = `${app}:${locale}`;
  if (loaded.has(key)) return;
  const loader = loaders.get(app);
  if (!loader) return;
  i18n.load(locale, await loader(locale));
  loaded.add(key);
}

/** Register an app's loader (idempotent). */
export function registerCatalog(app: string, loader: CatalogLoader): void {
  if (!loaders.has(app)) loaders.set(app, loader);
}

/** True when `app`'s catalog for `locale` is in the instance. */
export const isCatalogLoaded = (app: string, locale: Lang) => loaded.has(`${app}:${locale}`);

/** Shell only: load every registered catalog for `locale`, then activate it and tell the remotes. */
export async function activateLocale(locale: Lang): Promise<void> {
  await Promise.all([...loaders.keys()].map((app) => ensureCatalog(app, locale).catch((err) => console.error(`[i18n] ${app} catalog failed`, err))));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  bus.emit('locale:changed', { locale });
}

/**
 * Renders `children` once `app`'s catalog for the active locale is loaded (a remote's widgets and
 * routes sit inside one). Until then it shows `fallback`, which should have the final size.
 */
export function CatalogGate({ app, loader, fallback = null, children }: { app: string; loader: CatalogLoader; fallback?: ReactNode; children: ReactNode }) {
  registerCatalog(app, loader);
  const locale = useLocale((s) => s.locale);
  useLingui();
  const active = (i18n.locale || locale) as Lang;
  const [, setTick] = useState(0);
  const ready = isCatalogLoaded(app, active);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    ensureCatalog(app, active)
      .catch((err) => console.error(`[i18n] ${app} catalog failed`, err))
      .finally(() => {
        if (!alive) return;
        // Re-activating keeps the instance's locale and makes I18nProvider re-render with the merged messages.
        if (i18n.locale) i18n.activate(i18n.locale);
        setTick((n) => n + 1);
      });
    return () => {
      alive = false;
    };
  }, [app, active, ready]);
  return <>{ready ? children : fallback}</>;
}

export { sharedCatalogLoader } from './shared-catalog';
