// Jest's resolver, with one exception: the contract (its built JavaScript) gets the zod Strapi pins and
// the CMS runs, not the copy installed beside the contract's own package.json (the same version, but a second
// module). Everything else, Strapi's own zod 3 users among them, resolves as usual.
const path = require('path');

const CMS_DIR = path.resolve(__dirname, '..', '..');
const CONTRACT_DIR = `${path.sep}packages${path.sep}shared${path.sep}`;

module.exports = (request, options) => {
  const fromContract = `${options.basedir}${path.sep}`.includes(CONTRACT_DIR);
  if (fromContract && /^zod(\/|$)/.test(request)) return options.defaultResolver(request, { ...options, basedir: CMS_DIR });
  return options.defaultResolver(request, options);
};
