/**
 * Module Federation settings every app of the suite agrees on: the remotes' names and
 * public folders, and the singletons (ARCHITECTURE.md "Boot and remote loading").
 */
/**
 * The platform's version: @forwarder/shared's own, bumped when its surface changes (a new export,
 * a changed signature). A remote requires `^` the version it was built against, strictly: a shell
 * providing an older platform makes the remote's load fail at once (its section's panel), never a
 * `TypeError` deep in a page; the release gate (scripts/release.mjs) refuses such a release
 * before any visitor sees it.
 */
const SHARED_VERSION = require('../shared/package.json').version;

/** The remotes, by federation name, with the folder each is served from on the one origin. */
const REMOTES = {
  member: { dir: 'mfe-member', path: '/mf/member/', devPort: 3001 },
  booking: { dir: 'mfe-booking', path: '/mf/booking/', devPort: 3002 },
  freight: { dir: 'mfe-freight', path: '/mf/freight/', devPort: 3003 },
  content: { dir: 'mfe-content', path: '/mf/content/', devPort: 3004 },
  // The staff desk (/desk/*): loaded only for a STAFF session (shell/src/app/staff-gate.tsx).
  staff: { dir: 'mfe-staff', path: '/mf/staff/', devPort: 3005 },
};

/**
 * Subpath exports of @forwarder/shared that are shared, each as its own singleton module: the ones
 * holding page-wide state (stores, bus, i18n, config, remote), the UI kit, the route table and
 * the router. The router is shared through `@forwarder/shared/router` (a tree-shaken facade over
 * react-router) rather than as the react-router package, which a share could not tree-shake
 * (~60 KB gzip whole). Each is a boot share the shell provides (BOOT_SHARES is built from this
 * list), so a remote takes its shared modules from the shell only, never from another remote's
 * folder.
 *
 * The stateless subpaths (api, contract, format, validation, data, country-codes, seo), like valibot,
 * are not shared: each app bundles what it uses of them, tree-shaken. Shared, a remote took them
 * from whichever remote had registered them first, so a remote whose files were unreachable took
 * down another remote's sections with it (the remote-fault matrix's "every chunk answers 500").
 */
const SHARED_SUBPATHS = ['stores', 'bus', 'i18n', 'ui', 'config', 'remote', 'paths', 'router'];

/**
 * What the shell's first render uses: in the shell's production build these shares are `eager`,
 * i.e. in the page's first scripts (main.js and webpack.cjs BOOT_CHUNKS), consumed
 * synchronously. That spares the phone ~20 requests and the async share negotiation at boot.
 * Every shared subpath is one of them (SHARED_SUBPATHS), so the shell always provides them.
 */
const BOOT_SHARES = new Set([
  'react', 'react/', 'react-dom', 'react-dom/', '@tanstack/react-query', 'zustand', '@lingui/core', '@lingui/react',
  ...SHARED_SUBPATHS.map((s) => `@forwarder/shared/${s}`),
]);

/**
 * @param {object} [o]
 * @param {boolean} [o.eager] the shell's production build: BOOT_SHARES go into the initial chunks
 * @param {boolean} [o.hostProvided] a remote's federated production build: the third-party
 *   singletons are always provided by the shell, so the remote ships no fallback copy of them
 *   (`import: false`) and its remoteEntry.js stays small. Our own @forwarder/shared subpaths keep
 *   their fallbacks, so a remote that starts using a new one still works with an older shell.
 */
function sharedConfig({ eager = false, hostProvided = false } = {}) {
  const singleton = (extra = {}) => ({ singleton: true, eager: false, ...extra });
  const lib = (extra = {}) => singleton(hostProvided ? { ...extra, import: false } : extra);
  const deps = require('./versions.cjs');
  // React and the platform are strict: a mismatch would break, so it fails the load (and the gate).
  const shared = {
    react: lib({ requiredVersion: deps.react, strictVersion: true }),
    'react/': lib({ requiredVersion: deps.react, strictVersion: true }),
    'react-dom': lib({ requiredVersion: deps['react-dom'], strictVersion: true }),
    '@tanstack/react-query': lib({ requiredVersion: '^5.0.0' }),
    zustand: lib({ requiredVersion: '^5.0.0' }),
    '@lingui/core': lib({ requiredVersion: '^5.0.0' }),
    '@lingui/react': lib({ requiredVersion: '^5.0.0' }),
  };
  // react-dom/client is only needed where a React root is created: the shell and standalone pages.
  if (!hostProvided) shared['react-dom/'] = singleton({ requiredVersion: deps['react-dom'], strictVersion: true });
  for (const sub of SHARED_SUBPATHS) {
    shared[`@forwarder/shared/${sub}`] = singleton({
      requiredVersion: `^${SHARED_VERSION}`,
      version: SHARED_VERSION,
      strictVersion: true,
    });
  }
  if (eager) for (const [key, config] of Object.entries(shared)) config.eager = BOOT_SHARES.has(key);
  return shared;
}

module.exports = { REMOTES, SHARED_SUBPATHS, SHARED_VERSION, BOOT_SHARES, sharedConfig };
