/**
 * The router API of the suite: one facade over react-router, shared as a singleton so the shell
 * and every remote use the same router context. Apps import routing from here, never from
 * react-router directly: a shared package cannot be tree-shaken, but this facade can, so only
 * the router code the suite uses is downloaded, once.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useRoutes,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutletContext,
  generatePath,
  matchPath,
  createSearchParams,
} from 'react-router';
export type { RouteObject, NavigateFunction, LinkProps, NavLinkProps, Location, To } from 'react-router';

import { useNavigate as navigateHook } from 'react-router';
import { registerSingleton } from '../stores/singletons';

// One router context for the whole page: a second copy would break every remote's links.
registerSingleton('react-router', navigateHook);
