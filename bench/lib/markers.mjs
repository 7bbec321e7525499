/**
 * How the bench and the static budget check recognise a library inside a built JavaScript file.
 *
 * Production chunks have numeric names (webpack's deterministic ids), so a chunk's name does
 * not say what it holds; its text does. Each library has marker strings that survive
 * minification and occur only in that library's own code, never in code that merely imports
 * it: string literals, or export names in webpack's `r.d(t,{Name:()=>...})` export maps.
 *
 * - `markers` identify the library's main module: the number of downloaded files that contain
 *   one of them is the number of copies of the library on the page (budget: one).
 * - `parts` identify its smaller side modules (jsx-runtime, react-dom's portal module, the
 *   re-exporting index modules) so that their bytes are attributed to the library too; they do
 *   not count as copies.
 *
 * Checked against the built suite (react 19.3, react-router 7.18, @tanstack 5.108, Lingui 5.9,
 * zustand 5.1, valibot 1.5, swiper 14.4, dompurify 3.4, federation 2.9). After an upgrade run
 * `node scripts/check-budgets.mjs --libraries` to list which built files each library hits.
 */

/**
 * @typedef {{ name: string, markers: (string|RegExp)[], parts?: (string|RegExp)[], shared: boolean }} Library
 * `shared`: a Module Federation singleton (tooling/federation.cjs): one copy per page.
 */

/** @type {Library[]} */
export const LIBRARIES = [
  // react.production.js defines the compiler-runtime hook on its exports.
  { name: 'react', markers: ['__COMPILER_RUNTIME'], parts: [/\.jsxs=\w/], shared: true },
  // react-dom-client tags the root container with this key prefix.
  { name: 'react-dom', markers: ['__reactContainer$'], parts: [/\.createPortal=function/], shared: true },
  // react-router sets window.__reactRouterVersion once, in its core module.
  { name: 'react-router', markers: ['__reactRouterVersion'], parts: [/\bUNSAFE_DataRouterContext:\(\)=>/], shared: true },
  // react-router-dom 7 is a thin re-export; its own module adds HydratedRouter.
  { name: 'react-router-dom', markers: [/\bHydratedRouter:\(\)=>/], shared: true },
  // query-core's observer notification types (react-query only re-exports query-core).
  { name: '@tanstack/query-core', markers: ['observerResultsChange', 'observerAdded'], shared: true },
  { name: '@tanstack/react-query', markers: ['No QueryClient set'], shared: true },
  // @lingui/core's I18n message formatter placeholder; @lingui/react's <Trans> key prefix.
  { name: '@lingui/core', markers: ['__lingui_octothorpe__'], shared: true },
  { name: '@lingui/react', markers: ['$lingui$'], shared: true },
  // zustand/vanilla's store object; zustand's React binding exports useStore.
  { name: 'zustand', markers: [/getInitialState:\(\)=>\w+,subscribe:/], parts: [/\buseStore:\(\)=>/], shared: true },
  { name: 'valibot', markers: ['ValiError'], shared: true },
  // @forwarder/shared is our own platform package, shared like the libraries; each subpath is
  // its own chunk, so it has no single main module to count (parts only).
  {
    name: '@forwarder/shared',
    markers: [],
    parts: [/\b(?:fetchSpotList|CatalogGate|registerSingleton|spotDetailUrl|formatPrice|useRuntimeConfig|countryByIso2|PageLoader):\(\)=>/],
    shared: true,
  },
  // The federation runtime's plugin system: one copy expected (remotes use the host's).
  { name: '@module-federation/runtime-core', markers: ['A name must be provided by the plugin.'], shared: false },
  // Heavy libraries of mfe-content (carousel, rich text): not shared, loaded on demand.
  { name: 'swiper', markers: ['swiper-slide-fully-visible', 'swiper-no-swiping'], shared: false },
  // Strings of the library's own code only (not an option name a caller passes, such as ALLOWED_TAGS).
  { name: 'dompurify', markers: ['data-tt-policy-suffix', 'SAFE_FOR_TEMPLATES'], shared: false },
];

const hit = (text) => (m) => (typeof m === 'string' ? text.includes(m) : m.test(text));

/** Names of the libraries whose main module is in `text` (a copy of the library). */
export function librariesIn(text) {
  return LIBRARIES.filter((lib) => lib.markers.some(hit(text))).map((l) => l.name);
}

/** Names of the libraries with any module (main or side) in `text`, for byte attribution. */
export function libraryPartsIn(text) {
  return LIBRARIES.filter((lib) => [...lib.markers, ...(lib.parts ?? [])].some(hit(text))).map((l) => l.name);
}
