// Keeps only the stylesheet imports of a compiled vanilla-extract module (`x.css.ts?styles-only`):
// its side-effect imports (`import "…vanilla.virtual.css?…"`), not its class names or the recipe
// runtime. See stylesOnlyPlugin in next.config.ts for why.
module.exports = function stylesOnly(source) {
  return source
    .split('\n')
    .filter((line) => /^import ['"]/.test(line))
    .join('\n');
};
