/** Unit tests: Testing Library in jsdom, transpiled by the workspace swc config. */
module.exports = require('@forwarder/tooling/jest.cjs').jestConfig(__dirname);
