export { default } from '@gold/eslint-config'
