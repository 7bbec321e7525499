/**
 * Route objects this remote serves under its prefixes (mounted by the shell): spot ocean
 * freight (list, offer detail, confirmation), the shipping schedule, the quotation wizard and
 * tracking. Every page is lazy, so a route costs only its own chunk.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from '@forwarder/shared/router';
import { NotFound, PageLoader } from '@forwarder/shared/ui';
import { RemoteRoot } from './remote-root';

const OceanFreightPage = lazy(() => import('../features/spot-deals/components/ocean-freight-page'));
const OfferDetailPage = lazy(() => import('../features/spot-deals/components/offer-detail-page'));
const ConfirmationPage = lazy(() => import('../features/spot-deals/components/confirmation-page'));
const SchedulePage = lazy(() => import('../features/schedule/components/schedule-page'));
const QuotationPage = lazy(() => import('../features/quotation/components/quotation-page'));
const TrackingPage = lazy(() => import('../features/tracking/components/tracking-page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoader />}>
    <Page />
  </Suspense>
);

/** The freight remote's routes. */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: '/contents/oceanFreight', element: page(OceanFreightPage) },
      { path: '/contents/oceanFreight-detail/:freRateLegacyId', element: page(OfferDetailPage) },
      { path: '/contents/oceanFreight-confirmed/:bookingId/:email', element: page(ConfirmationPage) },
      { path: '/contents/shipping-schedule', element: page(SchedulePage) },
      { path: '/contents/shipping-schedule/:destination', element: page(SchedulePage) },
      { path: '/contents/shipping-quotation', element: page(QuotationPage) },
      { path: '/contents/shipping-quotation/after-login', element: page(QuotationPage) },
      { path: '/contents/tracking', element: page(TrackingPage) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export default routes;
