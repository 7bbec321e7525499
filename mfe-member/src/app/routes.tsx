/**
 * Route objects this remote serves under /member (mounted by the shell with `useRoutes`): every
 * page is a React.lazy chunk, so the remote's `./routes` stays small and each page downloads
 * only its own code. (Route `lazy` needs a data router; the shell's router is declarative.)
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from '@forwarder/shared/router';
import { NotFound, PageLoader } from '@forwarder/shared/ui';
import { RemoteRoot } from './remote-root';

/** A lazily loaded page, shown under a page-height loader meanwhile. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

const signIn = page(() => import('../features/sign-in/components/sign-in-page'), 'SignInPage');

/** The member remote's routes (spec 1 route table, spec 2 "Unsubscribe"). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: '/member/sign-in', element: signIn },
      // Also with a trailing segment ('after-shipping-quotation' changes the post-login target).
      { path: '/member/sign-in/*', element: signIn },
      { path: '/member/sign-up', element: page(() => import('../features/sign-up/components/sign-up-page'), 'SignUpPage') },
      { path: '/member/forgot-password', element: page(() => import('../features/password/components/forgot-password-page'), 'ForgotPasswordPage') },
      { path: '/member/change-password/:userEmailHash?', element: page(() => import('../features/password/components/change-password-page'), 'ChangePasswordPage') },
      { path: '/member/confirm-email', element: page(() => import('../features/confirm-email/components/confirm-email-page'), 'ConfirmEmailPage') },
      {
        path: '/member/confirm-email-completed/:userEmailHash?',
        element: page(() => import('../features/confirm-email/components/confirm-email-completed-page'), 'ConfirmEmailCompletedPage'),
      },
      {
        path: '/member/my-information-confirm',
        element: page(() => import('../features/my-information/components/my-information-confirm-page'), 'MyInformationConfirmPage'),
      },
      { path: '/member/my-information', element: page(() => import('../features/my-information/components/my-information-page'), 'MyInformationPage') },
      {
        path: '/member/email-unsubscribed/:userEmailHash?',
        element: page(() => import('../features/unsubscribe/components/email-unsubscribed-page'), 'EmailUnsubscribedPage'),
      },
      {
        path: '/member/confirm-booking/:token?',
        element: page(() => import('../features/confirm-booking/components/confirm-booking-page'), 'ConfirmBookingPage'),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export default routes;
