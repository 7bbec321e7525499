/**
 * Build of the `content` remote. Its public surface is the `exposes` map below: `./routes`
 * (react-router route objects mounted by the shell) and the home-page widgets.
 */
const { createConfig } = require('@forwarder/tooling/webpack.cjs');

module.exports = createConfig({
  name: 'content',
  dir: __dirname,
  port: 3004,
  html: true,
  exposes: {
    './routes': './src/app/routes.tsx',
    './HomeBanner': './src/widgets/home-banner.tsx',
    './HomeReviews': './src/widgets/home-reviews.tsx',
    './HomeBlogTeaser': './src/widgets/home-blog-teaser.tsx',
    './HomeServices': './src/widgets/home-services.tsx',
    './HomeWhyUs': './src/widgets/home-why-us.tsx',
    './HomeAbout': './src/widgets/home-about.tsx',
  },
});
