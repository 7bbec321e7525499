/**
 * Build of the shell (the federation host). It declares no remotes: they are registered at run
 * time from `/runtime-config.json`. Runtime plugins: the external federation runtime the remotes
 * use, the retry plugin and the `errorLoadRemote` fallback.
 */
const path = require('node:path');
const { createConfig } = require('@forwarder/tooling/webpack.cjs');
const CopyPlugin = require('copy-webpack-plugin');

// The ES-module build (TOOLCHAIN.md: the CommonJS one adds a second runtime-core to main.js).
const injectRuntime = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  runtimePlugins: [
    injectRuntime,
    path.join(__dirname, 'src/app/federation/retry-plugin.ts'),
    path.join(__dirname, 'src/app/federation/fallback-plugin.ts'),
  ],
  copy: () => [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })],
});
