/**
 * Build of the `member` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

module.exports = createConfig({
  name: 'member',
  dir: __dirname,
  port: 3001,
  html: true,
  exposes: {
    './routes': './src/app/routes.tsx',
    './NewsletterWidget': './src/widgets/newsletter-widget.tsx',
  },
});
