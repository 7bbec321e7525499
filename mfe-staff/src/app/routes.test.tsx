import { pageRoutes, remoteForPath, routePathsOf } from '@forwarder/shared/paths';
import { routes } from './routes';

// The shell mounts this remote only for the prefixes the shared route table gives it; every path
// the remote declares must fall under one of them, or its page could never be reached.
it('declares only paths the shell route table sends to the staff remote', () => {
  for (const p of routePathsOf(routes)) expect([p, remoteForPath(p)]).toEqual([p, 'staff']);
});

// The suite's list of pages (the all-in-one api and the gateway answer 404 for any other path)
// holds exactly this remote's routes: a page added here without it would be served as not found.
it('declares exactly the pages the shared page list gives the staff remote', () => {
  expect(routePathsOf(routes).sort()).toEqual(pageRoutes.filter((p) => remoteForPath(p) === 'staff').sort());
});
