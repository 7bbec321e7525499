/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a file
 * that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the
 * background thread that already streams and compiles the script while it downloads. Without it,
 * V8 compiles each function lazily on its first call, on the main thread; for the suite's chunks
 * (webpack wraps every module in a function that runs as soon as the chunk is used) that was
 * ~110 ms of main-thread compilation per cold load of the home page, spread over the boot tasks.
 * Browsers that do not know the comment ignore it.
 *
 * Added to every JavaScript file of a chunk (not to copied files such as boot.js or sw.js) after
 * minification and before content hashing and compression, so hashes and .gz/.br copies match.
 */
// webpack is required when the plugin runs, not when this file loads: the bench and the budget
// checks read COMPILE_HINT from here before the workspace is installed (fresh clone).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = require('webpack');
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
