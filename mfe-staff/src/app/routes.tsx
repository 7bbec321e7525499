/**
 * Route objects this remote serves under /desk, mounted by the shell behind its guard (STAFF
 * sessions only: a visitor goes to sign-in, a customer to /). Pages are chunks of their own
 * (deskPage). On a page load the desk's frame (remote-root.tsx) waits for its language and the
 * page's chunk before it renders, so the shell's loader keeps the page's live first screen in
 * place until the page itself replaces it; after that, the desk's loader shows while another
 * page's chunk arrives.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, type RouteObject } from '@forwarder/shared/router';
import { paths } from '@forwarder/shared/paths';
import { DeskNotFound } from '../components/desk-not-found';
import { DeskLoader } from '../components/states';
import { RemoteRoot } from './remote-root';

/** A page in a chunk of its own: `Page` renders it (suspending until the chunk is in), `load` fetches it ahead. */
interface DeskPage {
  Page: ComponentType;
  load: () => Promise<unknown>;
}

/**
 * Like React.lazy, except that a chunk loaded ahead (`load`) renders at once: React.lazy
 * suspends once on first render even then, which would show the loader for a frame.
 */
export function deskPage(importer: () => Promise<{ default: ComponentType }>): DeskPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        // A chunk that failed is asked for again next time (a retry of the section).
        pending = null;
        throw err;
      },
    ));
  function Page() {
    // Suspends as React.lazy does (a thrown promise, retried once it settles).
    if (!loaded) throw load();
    const Loaded = loaded;
    return <Loaded />;
  }
  return { Page, load };
}

const pages: [string, DeskPage][] = [
  [paths.desk, deskPage(() => import('../features/inbox/components/inbox-page'))],
  [`${paths.desk}/booking/:id`, deskPage(() => import('../features/workspace/components/workspace-page'))],
  [paths.deskOffers, deskPage(() => import('../features/offers/components/offers-page'))],
  [`${paths.deskOffers}/:id`, deskPage(() => import('../features/offers/components/offer-page'))],
  [paths.deskRates, deskPage(() => import('../features/rates/components/rates-page'))],
  [paths.deskPosts, deskPage(() => import('../features/posts/components/posts-page'))],
  [`${paths.deskPosts}/:id`, deskPage(() => import('../features/posts/components/post-page'))],
];

/** Fetches the chunk of the page at `pathname` (nothing for a path that is no desk page). */
export function loadPageAt(pathname: string): Promise<unknown> {
  const page = pages.find(([path]) => matchPath(path, pathname));
  return page ? page[1].load() : Promise.resolve();
}

// After the first page, the desk's loader shows while another page's chunk arrives.
const page = (el: ReactNode) => <Suspense fallback={<DeskLoader />}>{el}</Suspense>;

/** The staff remote's routes. */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot loadPage={loadPageAt} />,
    children: [...pages.map(([path, { Page }]) => ({ path, element: page(<Page />) })), { path: '*', element: <DeskNotFound /> }],
  },
];

export default routes;
