/**
 * The one swc configuration of the workspace: TypeScript + React automatic runtime + Lingui
 * macros. `useLinguiV5IdGeneration` keeps macro ids equal to what the Lingui 5 CLI extracts
 * (see TOOLCHAIN.md); without it translations silently never match.
 */
function swcOptions({ dev = false, jest = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
      experimental: {
        plugins: [[require.resolve('@lingui/swc-plugin'), { useLinguiV5IdGeneration: true }]],
      },
    },
    module: jest ? { type: 'commonjs' } : undefined,
    sourceMaps: dev || jest,
  };
}

module.exports = { swcOptions };
