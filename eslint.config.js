import js from '@eslint/js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const serverPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, 'server/package.json'), 'utf8'))
const testOnlyPackages = ['vitest', ...Object.keys(serverPackage.devDependencies).filter((name) => !name.startsWith('@types/'))]

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-test/', 'server/src/generated/', 'data/', 'coverage/', '**/test-results/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The server's production code never reaches tests, test support or test-only packages.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/test/**', '**/*.test.ts'], message: 'Test code stays out of server/src.' },
            { group: testOnlyPackages, message: 'A devDependency: not installed in production.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
