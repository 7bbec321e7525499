/**
 * Build of the `staff` remote (the staff desk, /desk/*). Its public surface is the `exposes` map
 * below: `./routes` (react-router route objects the shell mounts behind its STAFF-only guard).
 * It has no home-page widgets and no prerendered first screens: only a STAFF session's page ever
 * loads it.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

// Customer-country flags are plain files beside the remote (as in the booking remote): a row
// requests only its own flag and the build carries no per-flag code.
const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

module.exports = createConfig({
  name: 'staff',
  dir: __dirname,
  port: 3005,
  html: true,
  copy: () => [new CopyPlugin({ patterns: [{ from: flagsDir, to: 'flags' }] })],
  exposes: {
    './routes': './src/app/routes.tsx',
  },
});
