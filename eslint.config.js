import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { textsPlugin } from './tools/eslint/texts.js'

const serverPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, 'server/package.json'), 'utf8'))
const testOnlyPackages = ['vitest', ...Object.keys(serverPackage.devDependencies).filter((name) => !name.startsWith('@types/'))]

// ── Import boundaries (docs/architecture.md, "Layers and boundaries"; decision 35) ──────────────────────────────
// Zones on resolved paths (import-x/no-restricted-paths with the TypeScript resolver): a rule names folders, never
// the text of an import, so two folders with one name cannot be confused.

/**
 * The server's layers, top to bottom. A file imports from its own layer or a lower one, never from a higher one.
 * A folder inside another that sits in a higher layer (db/seed) is carved out of its parent.
 */
const SERVER_LAYERS = [
  ['server.ts', 'cli', 'db/seed'],
  ['app.ts'],
  ['modules'],
  ['plugins'],
  ['pages'],
  ['editing', 'mail', 'calendar', 'limits', 'http', 'images', 'pdf'],
  ['db'],
  ['config'],
  ['errors.ts', 'error-summary.ts', 'startup-error.ts', 'root-dir.ts'],
]

/**
 * The only imports between server modules, each through the index.ts of the module used (what it exports on
 * purpose). Anything else one module needs of another moves down a layer.
 */
const MODULE_EDGES = {
  auth: ['audit', 'site-settings'], // sign-ins and password resets are audited; its mails and 2FA name the foundation as configured
  certificates: ['audit', 'site-settings'], // issues, imports and revocations are audited; the PDF names the foundation as configured
  'site-settings': ['audit'], // settings changes are audited
  users: ['audit', 'auth', 'site-settings'], // account changes are audited; invitations, resets and two-factor are sign-in's,
  // and name the foundation as configured
  submissions: ['audit', 'site-settings'], // the inbox is audited; the mails quote the foundation's contacts
  events: ['audit', 'certificates', 'media', 'site-settings'], // activations and issues are audited; an event issues its
  // attendees' certificates (signed with the foundation's configured name); its photo is a media image
  lectures: ['events', 'media'], // lectures are the active event of the lecture cycle
  registrations: ['events', 'site-settings'], // whether an event takes sign-ups is the event's rule; the mails are signed
  // with the foundation's configured name
  'volunteer-term': ['site-settings'], // the term names the foundation as configured
  'site-files': ['site-settings'], // the web app manifest names the foundation as configured
  content: ['media'],
  news: ['audit', 'media'], // publishing and deleting are audited
  pages: ['audit', 'media'], // publishing, unpublishing and deleting are audited; a page's pictures are library images
  'page-photos': ['media'],
  backups: ['audit'], // downloads of an archive are audited
  feeds: ['content', 'lectures'], // the calendar feed lists the upcoming agenda entries and lectures
  search: ['pages'], // the search indexes the stored pages visitors see
  monitoring: ['backups', 'submissions'], // alerts read the backups' outcomes; the retention alert's test runs the job
}

/** Throws when the edges loop (a → b → a): with no file cycles either, no module then depends on itself. */
function checkAcyclic(edges) {
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`MODULE_EDGES loops: ${[...path, name].join(' → ')}`)
    for (const next of edges[name] ?? []) visit(next, [...path, name])
  }
  for (const name of Object.keys(edges)) visit(name, [])
}
checkAcyclic(MODULE_EDGES)

/**
 * The client's layers, top to bottom (docs/client.md). Features do not import each other, and only tests import the
 * test support in client/src/test.
 */
const CLIENT_LAYERS = [['main.tsx', 'start-app.tsx', 'entry-server.tsx'], ['app'], ['routes'], ['features'], ['components'], ['lib', 'page-text', 'config']]

const foldersIn = (folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The files of one layer entry: a file itself, or a folder less the folders inside it that are entries of their own. */
function entryFiles(root, entry, entries) {
  if (/\.tsx?$/.test(entry)) return [`${root}/${entry}`]
  const carved = entries.filter((other) => other.startsWith(`${entry}/`)).map((other) => other.slice(entry.length + 1))
  return carved.length === 0 ? [`${root}/${entry}/**`] : [`${root}/${entry}/*.*`, `${root}/${entry}/!(${carved.join('|')})/**`]
}

const layerZones = (root, layers) =>
  layers.slice(1).map((layer, index) => {
    const above = layers.slice(0, index + 1).flat()
    return {
      target: layer.flatMap((entry) => entryFiles(root, entry, layers.flat())),
      from: above.map((entry) => `${root}/${entry}`),
      message: `${root}/{${layer.join(', ')}} may not import ${above.join(', ')}: layers only point down.`,
    }
  })

/** Each folder of `root` imports no other one but through `allowed(name)`, paths inside root. */
const apartZones = (root, message, allowed = () => []) =>
  foldersIn(root).map((name) => ({
    target: `${root}/${name}/**`,
    from: root,
    except: [`./${name}`, ...allowed(name).map((other) => `./${other}`)],
    message: message(name),
  }))

const SERVER_LAYER_ZONES = layerZones('server/src', SERVER_LAYERS)

const APART_ZONES = [
  ...apartZones(
    'server/src/modules',
    (name) => `modules/${name} may use another module only through the index.ts of one that MODULE_EDGES (eslint.config.js) lists for it.`,
    (name) => (MODULE_EDGES[name] ?? []).map((other) => `${other}/index.ts`),
  ),
  ...layerZones('client/src', CLIENT_LAYERS),
  ...apartZones('client/src/features', () => 'Features do not import each other: a page composes them; shared code goes to components/ or lib/.'),
]

const TEST_SUPPORT_ZONE = {
  target: ['client/src/!(test)/**/!(*.test).{ts,tsx}', 'client/src/!(*.test).{ts,tsx}'],
  from: 'client/src/test',
  message: 'Only tests import the test support (client/src/test).',
}

const boundaryRules = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
})

const importBoundaries = [
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // no-cycle reads the files an import leads to: with the TypeScript parser, or it would see no imports in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: boundaryRules([...SERVER_LAYER_ZONES, ...APART_ZONES, TEST_SUPPORT_ZONE]),
  },
  // A server test may reach any layer (it drives the whole app); modules, features and client layers still hold.
  { files: ['server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'client/src/test/**'], rules: boundaryRules(APART_ZONES) },
]
// ── End of import boundaries ─────────────────────────────────────────────────────────────────────────────────────

// ── Hand-written SQL (docs/architecture.md, "Where SQL lives") ─────────────────────────────────────────────────────
/** The only server files that write SQL by hand; Prisma runs every other query. */
const SQL_FILES = [
  'db/queries/**', // the app's hand-written queries and locks, one file per table or concern
  'db/migrate.ts', // applies the migrations
  'db/rekey.ts', // recomputes the stored keys at start
  'db/embedded.ts', // the embedded PostgreSQL's role and database
  'limits/counters.ts', // the rate-limit and login-lock counters
  'mail/outbox.ts', // claims mail with FOR UPDATE SKIP LOCKED
  'modules/health/routes.ts', // SELECT 1
  'modules/backups/**', // catalog reads, COPY, the restore transaction
  'modules/monitoring/alerts.ts', // the alert row locked FOR UPDATE while its mail is queued
  'modules/monitoring/metrics.ts', // pg_database_size
]
const SQL_MESSAGE = 'Hand-written SQL lives in server/src/db/queries (or a file of SQL_FILES in eslint.config.js); use Prisma here.'
const handWrittenSql = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/**/*.test.ts', ...SQL_FILES.map((file) => `server/src/${file}`)],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'MemberExpression[property.name=/^\\$(queryRaw|executeRaw)(Unsafe|Typed)?$/]', message: SQL_MESSAGE },
      { selector: "CallExpression[callee.property.name='query']", message: SQL_MESSAGE },
    ],
  },
}
// ── End of hand-written SQL ──────────────────────────────────────────────────────────────────────────────────────

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
  ...importBoundaries,
  handWrittenSql,
  // Texts: the client's components read every text from the catalogue in contracts/src/messages/ (tools/eslint/texts.js).
  {
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx', 'client/src/test/**'],
    plugins: { texts: textsPlugin },
    rules: { 'texts/no-literal-text': 'error', 'texts/disable-with-reason': 'error' },
  },
)
