/**
 * Build of the `freight` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

// Country flags are plain files beside the remote (not one chunk per flag, which would put a
// 250-entry chunk map into remoteEntry.js); a card requests only its own flag.
const flagsDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

module.exports = createConfig({
  name: 'freight',
  dir: __dirname,
  port: 3003,
  html: true,
  copy: () => [
    new CopyPlugin({
      patterns: [
        { from: flagsDir, to: 'flags' },
        // Shipping-line logos of the schedule, the same way: one small file per line shown.
        { from: path.join(__dirname, 'src/media/lines'), to: 'lines' },
      ],
    }),
  ],
  exposes: {
    './routes': './src/app/routes.tsx',
    './SpotDealsWidget': './src/widgets/spot-deals-widget.tsx',
  },
});
