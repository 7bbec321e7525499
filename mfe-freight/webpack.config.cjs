/**
 * Build of the `freight` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

module.exports = createConfig({
  name: 'freight',
  dir: __dirname,
  port: 3003,
  html: true,
  exposes: {
    './routes': './src/app/routes.tsx',
    './SpotDealsWidget': './src/widgets/spot-deals-widget.tsx',
  },
});
