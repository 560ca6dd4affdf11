/**
 * The name of a mutation run's files in test-output/mutation (report `<slug>.json`, log, config): the
 * source's path with `_` for `/`, without `.ts`; a line range FILE:START-END adds `_LSTART-END`.
 */
export const reportSlug = (/** @type {string} */ file) =>
  file.replace(/[/\\]/g, '_').replace(/\.ts(:|$)/, (_, range) => (range ? '_L' : ''));
