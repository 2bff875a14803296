import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { textsPlugin } from './tools/eslint/texts.js'

const serverPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, 'server/package.json'), 'utf8'))
const testOnlyPackages = ['vitest', ...Object.keys(serverPackage.devDependencies).filter((name) => !name.startsWith('@types/'))]

/**
 * The client's layers, top to bottom (docs/client.md): a module imports from its own layer or a lower one, never
 * from a higher one; main.tsx, start-app.tsx and entry-server.tsx sit above them all. Features do not import each other, and only tests import the
 * test support in client/src/test.
 */
const CLIENT_LAYERS = [['app'], ['routes'], ['features'], ['components'], ['lib', 'page-text', 'config']]
const CLIENT_FEATURES = readdirSync(path.join(import.meta.dirname, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * A relative import that climbs into one of `folders` ('../../app/x'). Matching the specifier is enough because
 * no folder inside a layer is named after a layer above it or after another feature.
 */
const into = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message })

const TEST_SUPPORT = into(['test'], 'Only tests import the test support (client/src/test).')

/** no-restricted-imports for the files under `folders`: `patterns`, plus the test support outside tests. */
const restrictImports = (folders, patterns) => {
  const files = (suffix) => folders.map((folder) => `client/src/${folder}/**/${suffix}`)
  const rule = (list) => ({ 'no-restricted-imports': ['error', { patterns: list }] })
  return [
    { files: files('*.{ts,tsx}'), ignores: files('*.test.{ts,tsx}'), rules: rule([...patterns, TEST_SUPPORT]) },
    ...(patterns.length > 0 ? [{ files: files('*.test.{ts,tsx}'), rules: rule(patterns) }] : []),
  ]
}

const clientLayerRules = () =>
  CLIENT_LAYERS.flatMap((layer, index) => {
    const above = CLIENT_LAYERS.slice(0, index).flat()
    const upward = above.length > 0 ? [into(above, `${layer.join('/')} may not import ${above.join(', ')}: layers only point down.`)] : []
    if (layer[0] !== 'features') return restrictImports(layer, upward)
    return CLIENT_FEATURES.flatMap((feature) =>
      restrictImports(
        [`features/${feature}`],
        [
          ...upward,
          into(
            CLIENT_FEATURES.filter((other) => other !== feature),
            'Features do not import each other: a page composes them; shared code goes to components/ or lib/.',
          ),
        ],
      ),
    )
  }).concat({ files: ['client/src/main.tsx', 'client/src/start-app.tsx', 'client/src/entry-server.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [TEST_SUPPORT] }] } })

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', '**/dist-test/', 'server/src/generated/', 'data/', 'coverage/', '**/test-results/', 'bench-results/'] },
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
  ...clientLayerRules(),
  // Texts: the client's components read every text from the catalogue in contracts/src/messages/ (tools/eslint/texts.js).
  {
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx', 'client/src/test/**'],
    plugins: { texts: textsPlugin },
    rules: { 'texts/no-literal-text': 'error', 'texts/disable-with-reason': 'error' },
  },
)
