/** Shared prettier config: the style the tree was written in (no semicolons, single quotes). */
export default {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 120,
  arrowParens: 'always',
}
