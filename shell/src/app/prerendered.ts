/**
 * Fragments the server spliced into the page's HTML (a remote's prerendered first screen, see
 * tooling/prerender-fragments.mjs), taken when this module loads, i.e. before React's first
 * render empties #root. A fragment in the current language stands in for its widget: the shell
 * moves the server-rendered element into the React tree as it is (no re-parse, no re-render)
 * instead of loading the remote's component, as static content needs no JavaScript; the remote
 * is loaded when the fragment no longer matches, e.g. after a language change.
 * No shared imports here: the entry uses this module.
 */
const found = new Map<string, { element: HTMLElement; lang: string | null }>();

if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll<HTMLElement>('[data-prerendered]')) {
    found.set(element.dataset.prerendered!, { element, lang: element.dataset.lang ?? null });
  }
}

/** The element of fragment `key` (`<remote>/<name>`) when the page came with it in `lang`; else null. */
export function prerenderedElement(key: string, lang: string): HTMLElement | null {
  const f = found.get(key);
  return f && f.lang === lang ? f.element : null;
}
