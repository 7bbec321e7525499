/**
 * Build of the `booking` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

// Arrival-country flags are plain files beside the remote (as in the freight remote): a row
// requests only its own flag and the build carries no per-flag code.
const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

module.exports = createConfig({
  name: 'booking',
  dir: __dirname,
  port: 3002,
  html: true,
  copy: () => [new CopyPlugin({ patterns: [{ from: flagsDir, to: 'flags' }] })],
  exposes: {
    './routes': './src/app/routes.tsx',
    './BookingBadgeWidget': './src/widgets/booking-badge-widget.tsx',
  },
});
