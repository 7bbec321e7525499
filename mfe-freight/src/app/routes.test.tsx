import { remoteForPath, routePathsOf } from '@forwarder/shared/paths';
import { routes } from './routes';

// The shell mounts this remote only for the prefixes the shared route table gives it; every path
// the remote declares must fall under one of them, or its page could never be reached.
it('declares only paths the shell route table sends to the freight remote', () => {
  for (const p of routePathsOf(routes)) expect([p, remoteForPath(p)]).toEqual([p, 'freight']);
});
