/** Exact versions of React, shared as singletons (the workspace catalog pins the same). */
module.exports = {
  react: '19.3.1',
  'react-dom': '19.3.1',
};
