import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Shared flat config: recommended JS rules and type-aware TypeScript rules (each package's
 * tsconfig.json, found by the project service), env access banned outside env.ts files.
 * docs/decisions/tooling-and-packaging.md says why each choice.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/generated/**', '**/node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // React's onClick/onSubmit ignore what a handler returns; our async handlers report their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    // Plain JavaScript (build scripts, eslint configs) is in no tsconfig: syntax rules only.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/env.ts', '**/*.test.ts', '**/test/**', '**/scripts/**', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // API tests read response bodies as the JSON the server sent (test/support/http.ts types them
    // `any`, as the spec reads them); typing the ~3,000 reads of those bodies would be a rewrite of
    // every test for no check the assertions do not already make. Only the no-unsafe-* family,
    // which flags each such read, is off; the other type-aware rules hold in tests as in src.
    files: ['**/test/**', '**/test-reliability/**', '**/*.test.ts', '**/*.test.tsx', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
)
