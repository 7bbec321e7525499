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

/**
 * Register an app's loader. The latest wins: a remote loaded again (a retry, a new release) brings
 * its own loader, and a catalogue that failed with the old one is asked of the new one.
 */
export function registerCatalog(app: string, loader: CatalogLoader): void {
  loaders.set(app, loader);
}

/** Raised (into the remote's error boundary) when an app's catalogue cannot be loaded. */
export class CatalogLoadError extends Error {
  constructor(readonly app: string, readonly locale: Lang, cause?: unknown) {
    super(`The ${app} catalogue for ${locale} could not be loaded`, { cause });
    this.name = 'CatalogLoadError';
  }
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
 * routes sit inside one). Until then it shows `fallback`, which should have the final size. A
 * catalogue that cannot be loaded (its chunk gone with an old release, the network down) never
 * leaves the fallback spinning: the gate throws a CatalogLoadError, and the remote's section
 * shows its error panel with its retry (the shell's boundary also reloads into a new release).
 */
export function CatalogGate({ app, loader, fallback = null, children }: { app: string; loader: CatalogLoader; fallback?: ReactNode; children: ReactNode }) {
  registerCatalog(app, loader);
  const locale = useLocale((s) => s.locale);
  useLingui();
  const active = (i18n.locale || locale) as Lang;
  const [failed, setFailed] = useState<{ locale: Lang; error: unknown } | null>(null);
  const [, setTick] = useState(0);
  const ready = isCatalogLoaded(app, active);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    ensureCatalog(app, active)
      .then(() => {
        if (!alive) return;
        // Re-activating keeps the instance's locale and makes I18nProvider re-render with the merged messages.
        if (i18n.locale) i18n.activate(i18n.locale);
        setFailed(null);
        setTick((n) => n + 1);
      })
      .catch((error: unknown) => {
        console.error(`[i18n] ${app} catalog failed`, error);
        if (alive) setFailed({ locale: active, error });
      });
    return () => {
      alive = false;
    };
  }, [app, active, ready]);
  if (!ready && failed?.locale === active) throw new CatalogLoadError(app, active, failed.error);
  return <>{ready ? children : fallback}</>;
}

export { sharedCatalogLoader } from './shared-catalog';
