/**
 * Webpack configuration factory for the shell and the five remotes.
 *
 * - Production: hashed chunks (never in `output.filename`, see TOOLCHAIN.md), CSS extracted,
 *   gzip + brotli copies written beside every asset so the server sends them precompressed.
 * - Production JavaScript starts with V8's compile hint (compile-hints.cjs): functions compile
 *   on the streaming thread, not lazily on the main thread.
 * - Remotes built for production use the host's federation runtime (`externalRuntime`), which
 *   keeps each remoteEntry.js small; in dev they keep their own runtime so they can also run
 *   standalone.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcOptions } = require('./swc.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { REMOTES, sharedConfig } = require('./federation.cjs');

/**
 * Production JavaScript is minified by swc (the @swc/core the loader already uses) through the
 * minimizer plugin webpack itself uses (resolved from webpack's own folder, so the two never drift
 * apart), in place of its default, terser: the content remote's build took 25 CPU-s with terser and
 * 13 with swc, for 0.9 % more raw bytes and 0.4 % fewer brotli bytes (what the budgets and the
 * buyers' downloads count). `WEBPACK_MINIFIER=terser` builds with webpack's default to compare.
 */
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));
const minimizers = () =>
  process.env.WEBPACK_MINIFIER === 'terser'
    ? ['...']
    : // swc first: it marks each script minimized, so webpack's own minimizer ('...') leaves the
      // scripts alone and still minifies what else it handles (the shell's index.html, whose
      // unquoted `<html lang=en` the api and the gateway rewrite to the page's language).
      [new MinimizerPlugin({ test: /\.[cm]?js(\?.*)?$/i, minify: MinimizerPlugin.swcMinify, extractComments: false, minimizerOptions: { compress: { passes: 2 }, mangle: true } }), '...'];

/** The shell's initial chunks besides main.js: React's renderer, and the other libraries. */
const BOOT_CHUNKS = {
  reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial', enforce: true, priority: 20 },
  bootLibs: { test: /[\\/]node_modules[\\/]/, name: 'boot-libs', chunks: 'initial', enforce: true, priority: 10 },
};

/**
 * The shell's `federation-provides.json`: each module it shares and the version it provides (the
 * installed package's, or the platform's own for @forwarder/shared). The release gate
 * (scripts/release.mjs) compares a remote's requirements (its mf-manifest.json) with it before a
 * release can go live.
 */
class ProvidesPlugin {
  constructor(dir, shared) {
    this.dir = dir;
    this.shared = shared;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ProvidesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ProvidesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const provides = {};
        for (const [key, config] of Object.entries(this.shared)) {
          const pkg = key.replace(/\/$/, '');
          provides[key] = config.version ?? require(require.resolve(`${pkg}/package.json`, { paths: [this.dir] })).version;
        }
        const body = `${JSON.stringify({ shell: require(path.join(this.dir, 'package.json')).version, provides }, null, 2)}\n`;
        compilation.emitAsset('federation-provides.json', new webpack.sources.RawSource(body));
      });
    });
  }
}

const API_PATHS = ['/cmn', '/svc', '/ext', '/v2', '/dev', '/runtime-config.json', '/staff', '/media'];

/**
 * The loaders of an app's code, CSS and media, shared by the browser build and the prerender build
 * so both give a CSS module the same class names (`<app>-<hash>`) and a file the same hashed name.
 */
function moduleRules({ name, prod, extractCss, emitAssets = true }) {
  const cssLoaders = (modules) => [
    extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
    {
      loader: require.resolve('css-loader'),
      options: modules
        ? { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: prod ? `${name}-[hash:base64:6]` : `${name}__[local]__[hash:base64:4]` } }
        : {},
    },
  ];
  const asset = emitAssets ? { type: 'asset/resource' } : { type: 'asset/resource', generator: { emit: false } };
  return [
    { test: /\.[mc]?[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options: swcOptions({ dev: !prod }) } },
    { test: /\.module\.css$/, use: cssLoaders(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
    { test: /\.(woff2?|png|jpe?g|webp|avif|mp4|webm|svg)$/, ...asset },
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir            absolute folder of the app
 * @param {'shell'|'member'|'booking'|'freight'|'content'|'staff'} o.name federation name
 * @param {Record<string,string>} [o.exposes] a remote's public surface
 * @param {string[]} [o.runtimePlugins] host runtime plugins (file paths)
 * @param {number} o.port           dev-server port
 */
function createConfig(o) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    const isHost = o.name === 'shell';
    const standalone = process.env.MF_STANDALONE === '1';
    const publicPath = isHost ? '/' : 'auto';
    // A federated production build of a remote is only its container (remoteEntry.js and the
    // exposed modules): the standalone page entry is for dev (and MF_STANDALONE builds), and
    // dropping it keeps its chunks out of remoteEntry.js's chunk maps.
    const containerOnly = !isHost && prod && !standalone;

    const shared = sharedConfig({ hostProvided: containerOnly, eager: isHost && prod });
    const plugins = [
      new ModuleFederationPlugin({
        name: o.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: o.exposes,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        shared,
        runtimePlugins: o.runtimePlugins,
        experiments: isHost
          ? { optimization: { target: 'web' } }
          : prod && !standalone
            ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web', disableRemote: true } }
            : undefined,
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development'),
      }),
    ];
    if (isHost || (o.html && !containerOnly)) {
      // The shell's page starts its scripts itself (public/boot.js, after the first screen has
      // loaded); a standalone remote page gets its entry injected.
      plugins.push(new HtmlWebpackPlugin({ template: path.join(o.dir, 'public/index.html'), inject: isHost ? false : 'body', scriptLoading: 'defer' }));
    }
    if (prod) {
      plugins.push(
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: 'assets/[name].[contenthash:7].css' }),
        // Functions compiled off the main thread while the file downloads (see compile-hints.cjs).
        new CompileHintsPlugin(),
        new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, threshold: 0, minRatio: 1 }),
        new CompressionPlugin({
          filename: '[path][base].br', algorithm: 'brotliCompress', test: /\.(js|css|html|svg|json)$/, threshold: 0, minRatio: 1,
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }
    if (o.copy) plugins.push(...o.copy(prod));
    if (isHost && prod) plugins.push(new ProvidesPlugin(o.dir, shared));

    return {
      mode: prod ? 'production' : 'development',
      context: o.dir,
      entry: containerOnly ? {} : { main: path.join(o.dir, 'src/index.ts') },
      devtool: prod ? (process.env.PROD_SOURCEMAP ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath,
        uniqueName: o.name,
        // main.js keeps its name (the page and the service worker start from it); the shell's
        // other initial chunks (BOOT_CHUNKS) are hashed like every other chunk.
        filename: isHost && prod ? (data) => (data.chunk?.name === 'main' ? '[name].js' : 'assets/[name].[contenthash:8].js') : '[name].js',
        // Seven hex digits (28 bits, beside the chunk id) name a chunk uniquely enough; every lazy
        // chunk's hash is written into remoteEntry.js, whose 8 KB budget the content remote's many
        // pages (JS and CSS maps) came within bytes of.
        chunkFilename: 'assets/[name].[contenthash:7].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router's package exports only its development build; production gets the smaller one.
        alias: prod ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json', { paths: [o.dir] })), 'dist/production/index.mjs') } : {},
      },
      module: { rules: moduleRules({ name: o.name, prod, extractCss: prod }) },
      plugins,
      // The shell's page: the boot libraries (eager shares, see federation.cjs) travel as two
      // hashed files of their own beside main.js. The browser compiles each script in a task
      // of its own (one 450 KB main.js was one long task), and they stay cached across releases.
      optimization: prod ? { minimizer: minimizers(), ...(isHost ? { splitChunks: { cacheGroups: BOOT_CHUNKS } } : {}) } : undefined,
      performance: { hints: false },
      devServer: {
        port: o.port,
        hot: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        // The shell proxies the remotes and the api; a remote running standalone proxies the api.
        proxy: [
          ...(isHost
            ? Object.entries(REMOTES).map(([, r]) => ({
                context: [r.path],
                target: `http://127.0.0.1:${r.devPort}`,
                pathRewrite: { [`^${r.path}`]: '/' },
              }))
            : []),
          { context: API_PATHS, target: `http://127.0.0.1:${process.env.API_PORT || 4000}` },
        ],
      },
    };
  };
}

/**
 * Build of an app's prerender entry for Node (scripts/prerender-fragments.mjs runs it): the same
 * swc/Lingui and CSS-module settings as the browser build, so class names and hashed asset names
 * match the ones the browser build emits; CSS is extracted to `prerender.css` for inlining, and
 * asset files are not emitted again (their URLs point at the app's public folder on the origin).
 *
 * @param {object} o
 * @param {string} o.dir   absolute folder of the app
 * @param {'shell'|'member'|'booking'|'freight'|'content'|'staff'} o.name federation name
 * @param {string} o.entry the prerender module, relative to `dir`
 * @param {string} o.outDir absolute output folder (not the dist: nothing here is served)
 */
function createPrerenderConfig(o) {
  const publicPath = o.name === 'shell' ? '/' : REMOTES[o.name].path;
  return {
    mode: 'production',
    target: 'node',
    context: o.dir,
    entry: { prerender: path.join(o.dir, o.entry) },
    devtool: false,
    output: { path: o.outDir, publicPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true, assetModuleFilename: 'assets/[name].[contenthash:8][ext]' },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    optimization: { minimize: false, splitChunks: false },
    module: { rules: moduleRules({ name: o.name, prod: true, extractCss: true, emitAssets: false }) },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    performance: { hints: false },
  };
}

module.exports = { createConfig, createPrerenderConfig, REMOTES };
