/** Exact versions of the shared singletons, read once from the workspace catalog's pins. */
module.exports = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
};
