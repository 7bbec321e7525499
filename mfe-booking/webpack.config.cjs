/**
 * Build of the `booking` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

module.exports = createConfig({
  name: 'booking',
  dir: __dirname,
  port: 3002,
  html: true,
  exposes: {
    './routes': './src/app/routes.tsx',
    './BookingBadgeWidget': './src/widgets/booking-badge-widget.tsx',
  },
});
