/**
 * Route objects this remote serves under /my-booking-list (mounted by the shell). Pages are
 * lazy chunks: the home page, which loads this remote for its badge widget, carries none of
 * them; the skeleton of the page's final size shows while a chunk arrives.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from '@forwarder/shared/router';
import { paths } from '@forwarder/shared/paths';
import { NotFound, PageLoader } from '@forwarder/shared/ui';
import { RemoteRoot } from './remote-root';

const BookingListPage = lazy(() => import('../features/booking-list/components/booking-list-page'));
const BookingDetailPage = lazy(() => import('../features/booking-detail/components/booking-detail-page'));

const page = (el: ReactNode) => <Suspense fallback={<PageLoader />}>{el}</Suspense>;

/** The booking remote's routes. */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: paths.myBookingList, element: page(<BookingListPage />) },
      { path: `${paths.myBookingList}/detail/:id`, element: page(<BookingDetailPage />) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export default routes;
