/**
 * Route objects this remote serves under /desk, mounted by the shell behind its guard (STAFF
 * sessions only: a visitor goes to sign-in, a customer to /). Pages are lazy chunks; the page
 * load's live first screen, else the desk's loader, shows while one arrives.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@forwarder/shared/router';
import { paths } from '@forwarder/shared/paths';
import { DeskNotFound } from '../components/desk-not-found';
import { DeskPageFallback, RemoteRoot } from './remote-root';

const InboxPage = lazy(() => import('../features/inbox/components/inbox-page'));
const WorkspacePage = lazy(() => import('../features/workspace/components/workspace-page'));
const OffersPage = lazy(() => import('../features/offers/components/offers-page'));
const OfferPage = lazy(() => import('../features/offers/components/offer-page'));
const RatesPage = lazy(() => import('../features/rates/components/rates-page'));
const PostsPage = lazy(() => import('../features/posts/components/posts-page'));
const PostPage = lazy(() => import('../features/posts/components/post-page'));

const page = (el: ReactNode) => <Suspense fallback={<DeskPageFallback />}>{el}</Suspense>;

/** The staff remote's routes. */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: paths.desk, element: page(<InboxPage />) },
      { path: `${paths.desk}/booking/:id`, element: page(<WorkspacePage />) },
      { path: paths.deskOffers, element: page(<OffersPage />) },
      { path: `${paths.deskOffers}/:id`, element: page(<OfferPage />) },
      { path: paths.deskRates, element: page(<RatesPage />) },
      { path: paths.deskPosts, element: page(<PostsPage />) },
      { path: `${paths.deskPosts}/:id`, element: page(<PostPage />) },
      { path: '*', element: <DeskNotFound /> },
    ],
  },
];

export default routes;
