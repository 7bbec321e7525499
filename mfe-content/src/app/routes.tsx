/**
 * Route objects this remote serves under its prefixes (mounted by the shell): every content page
 * (`/contents/*` outside the freight remote's prefixes) and the legal texts (`/policy/*`). Each
 * page is lazy, in one of four chunks by family (about us and the teams; the service guides; the
 * feeds: reviews, blog, hot items; the legal texts' frame), so a page downloads its family's code
 * and not every page's (one chunk of all of them put every content page 4 KB over its 200 KB
 * budget). Not one chunk per page: remoteEntry.js maps every chunk by id and hash, and ten pushed
 * it over its 8 KB budget. What only some pages need (swiper, DOMPurify, a language's legal
 * texts) stays in chunks of its own. The spec
 * lets several content routes take trailing segments; any other path gets the not-found page.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from '@forwarder/shared/router';
import { paths } from '@forwarder/shared/paths';
import { NotFound, PageLoader } from '@forwarder/shared/ui';
import { RemoteRoot } from './remote-root';

const ReviewsPage = lazy(() => import(/* webpackChunkName: "pages-feeds" */ '../features/reviews/components/reviews-page'));
const BlogPage = lazy(() => import(/* webpackChunkName: "pages-feeds" */ '../features/blog/components/blog-page'));
const HotItemsPage = lazy(() => import(/* webpackChunkName: "pages-feeds" */ '../features/hot-items/components/hot-items-page'));
const TeamPage = lazy(() => import(/* webpackChunkName: "pages-about" */ '../features/about/components/team-page'));
const HowToBookPage = lazy(() => import(/* webpackChunkName: "pages-guides" */ '../features/how-to-book/components/how-to-book-page'));
const ShippingPage = lazy(() => import(/* webpackChunkName: "pages-guides" */ '../features/shipping/components/shipping-page'));
const ContainerStuffingPage = lazy(() => import(/* webpackChunkName: "pages-guides" */ '../features/container-stuffing/components/container-stuffing-page'));
const AboutUsPage = lazy(() => import(/* webpackChunkName: "pages-about" */ '../features/about/components/about-us-page'));
const TermsPage = lazy(() => import(/* webpackChunkName: "pages-legal" */ '../features/legal/components/terms-page'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "pages-legal" */ '../features/legal/components/privacy-page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
  </Suspense>
);

/** A page at `path` and below it (trailing segments are accepted and ignored). */
const withTrailing = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject[] => [
  { path, element: page(Page) },
  { path: `${path}/*`, element: page(Page) },
];

/** The content remote's routes. */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      ...withTrailing(paths.reviews, ReviewsPage),
      ...withTrailing(paths.blog, BlogPage),
      ...withTrailing(paths.hotItems, HotItemsPage),
      ...withTrailing(paths.howToBook, HowToBookPage),
      ...withTrailing(paths.shipping, ShippingPage),
      ...withTrailing(paths.containerStuffing, ContainerStuffingPage),
      ...withTrailing(paths.aboutUs, AboutUsPage),
      { path: paths.termsOfUse, element: page(TermsPage) },
      { path: paths.privacyPolicy, element: page(PrivacyPage) },
      // `/contents/team-{product}`: react-router has no partial segments, so the page reads the
      // segment and answers not-found for anything that is not a known team.
      { path: '/contents/:segment', element: page(TeamPage) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export default routes;
