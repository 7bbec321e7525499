/**
 * Route objects this remote serves under its prefixes (mounted by the shell). Pages arrive with
 * later issues; until then every path here gets the shared not-found page.
 */
import type { RouteObject } from '@forwarder/shared/router';
import { NotFound } from '@forwarder/shared/ui';
import { RemoteRoot } from './remote-root';

/** The content remote's routes. */
export const routes: RouteObject[] = [{ element: <RemoteRoot />, children: [{ path: '*', element: <NotFound /> }] }];

export default routes;
