// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// Waits for async UI (findBy*, waitFor) get 5 s instead of 1 s: on a busy two-core CI machine a
// render that takes 1 s is slow, not wrong. Resolved from the package under test (pnpm is strict;
// its folder comes from jest.cjs, since one jest run may test several packages).
const rtl = require(require.resolve('@testing-library/react', { paths: [globalThis.FORWARDER_PACKAGE_DIR ?? process.cwd()] }));
rtl.configure({ asyncUtilTimeout: 5000 });
