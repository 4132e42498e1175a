import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** Shared flat config: recommended JS + TypeScript rules, env access banned outside env.ts files. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/generated/**', '**/node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/env.ts', '**/*.test.ts', '**/test/**', '**/scripts/**', '**/*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
)
