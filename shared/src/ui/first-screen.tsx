/**
 * The page's prerendered first screen (a remote's page rendered to static HTML at build time and
 * included in the shell's HTML by the server, see tooling/prerender-fragments.mjs): taken when
 * this module loads, before React's first render empties #root. Until the page's own code has
 * rendered, the route-level loader shows that element instead of a spinner (moved as it is: no
 * re-parse, no second paint), so what the visitor saw with the document stays on screen while
 * the JavaScript arrives. It is inert (no input is taken that the real page would drop) and only
 * stands in on the path and in the language it was rendered for.
 */
import { useLayoutEffect, useRef } from 'react';
import { firstScreenOf, NOT_FOUND_FIRST_SCREEN } from '../paths';
import styles from './loader.module.css';

let slot: { element: HTMLElement; name: string; lang: string; pathname: string } | null = null;

/** The not-found page's first screen, by the name its element carries. */
const NOT_FOUND = NOT_FOUND_FIRST_SCREEN.replace('/fragments/', '/');

/** Takes the document's first screen (at module load; tests call it again). */
export function captureFirstScreen(): void {
  const element = document.querySelector<HTMLElement>('[data-first-screen]');
  slot = element ? { element, name: element.dataset.prerendered ?? '', lang: element.dataset.lang ?? '', pathname: window.location.pathname } : null;
}

/**
 * Moves the first screen's own stylesheets (its page's rules, and the desk's @font-face rules) to
 * the end of <head>, as it first moves into a loader: in the same task, so the page is styled and
 * laid out once for both. They stay there when the page's code replaces the first screen (the
 * same rules as its CSS files): a <style> with @font-face rules that leaves the document makes the
 * browser shape and lay out every text of the page again.
 */
function hoistStyles(element: HTMLElement): void {
  for (const style of element.querySelectorAll('style')) document.head.appendChild(style);
}

/** What a page rendered with its data on the server started from (livePages in @forwarder/shared/prerender). */
export interface FirstScreenState {
  /** The page's queries and their answers (TanStack Query's dehydrated state). */
  queries: unknown;
  /** The signed-in user the server rendered for, or null. */
  user: unknown;
}

/** The state that came with the document's first screen, or null (a static first screen, or none). */
export function firstScreenState(): FirstScreenState | null {
  // Hidden: another page's document started this one (the service worker offline).
  const script = slot && !slot.element.hidden ? slot.element.querySelector('script[data-first-screen-state]') : null;
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<FirstScreenState> | null;
    return state && typeof state === 'object' && 'queries' in state ? { queries: state.queries, user: state.user ?? null } : null;
  } catch {
    return null;
  }
}

if (typeof document !== 'undefined') captureFirstScreen();

/**
 * The first-screen element when the document came with the one of `pathname`'s page (by name:
 * an offline copy of another page's document carries that page's) in `lang`; else null. The
 * not-found page's (the server found no page at the document's address) stands in on that
 * address only, whichever remote's code then says so: never after a move to another page.
 */
export function firstScreenElement(pathname: string, lang: string): HTMLElement | null {
  const name = slot?.name === NOT_FOUND && pathname === slot.pathname ? NOT_FOUND : firstScreenOf(pathname)?.replace('/fragments/', '/');
  return slot && name && slot.name === name && slot.lang === lang && !slot.element.hidden ? slot.element : null;
}

/** Shows `element` (the first screen) in a page-height box until this component unmounts. */
export function FirstScreen({ element }: { element: HTMLElement }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    hoistStyles(element);
    box.current?.appendChild(element);
    return () => element.remove();
  }, [element]);
  return <div ref={box} className={styles.firstScreen} />;
}
