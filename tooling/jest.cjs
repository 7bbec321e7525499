/** Jest preset for the front-end packages: swc (with the Lingui macro plugin), jsdom, CSS modules as identity maps. */
const path = require('node:path');
const { swcOptions } = require('./swc.cjs');

function jestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    roots: ['<rootDir>/src'],
    transform: { '^.+\\.[jt]sx?$': [require.resolve('@swc/jest'), swcOptions({ jest: true })] },
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(css)$': path.join(__dirname, 'jest-file-stub.cjs'),
      '\\.(svg|png|jpg|webp|woff2?|mp4)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    // The package's folder, for jest-setup.cjs (npm test runs every package's project in one jest).
    globals: { FORWARDER_PACKAGE_DIR: dir },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot|@lingui|lucide-react|swiper|dompurify))'],
    // `npm test` runs two packages' suites at once on two cores: a form test that types a few
    // hundred keystrokes can pass 5 s there; a test that hangs still fails.
    testTimeout: 15_000,
  };
}

module.exports = { jestConfig };
