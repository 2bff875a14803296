import { describe, expect, it } from 'vitest'
import { ONE_DECISION, problemsOf } from './test/repo-tree.ts'

const SOURCES = {
  '.gitignore': 'dist/\ndata/\n',
  'server/src/app.ts': '',
  'server/src/plugins/auth.ts': '',
  'server/src/plugins/auth.test.ts': '',
  'server/src/modules/certificates/routes.ts': '',
  'server/src/modules/events/routes.ts': '',
  'prisma/migrations/20250101_init/migration.sql': '',
  'client/src/main.tsx': '',
}

const TREE = [
  '```',
  'server/src/',
  '  app.ts          buildApp: plugins, then one register per module;',
  '                  modules/gone/ on a continuation line is description',
  '  plugins/        auth.ts (app.authenticate)',
  '    auth.ts       the guard',
  '  modules/<domain>/  routes.ts and service.ts',
  '```',
].join('\n')

describe('paths', () => {
  it('accepts tree entries under their folders and inline paths from the root or a tree folder', () => {
    const problems = problemsOf({
      ...ONE_DECISION,
      ...SOURCES,
      'docs/server.md': [
        '# Server',
        '',
        TREE,
        '',
        'A request reaches `modules/certificates/routes.ts`, then `server/src/plugins/` and `main.tsx`; migrations are',
        '`prisma/migrations/*/migration.sql` and `prisma/migrations/<date>_<name>/migration.sql`; tests are `<name>.test.ts`.',
        'Not paths: `GET /certificado/:codigo`, `/certificado/:codigo`, `DATA_DIR/mail`, `npm run check:docs`,',
        '`https://example.org/a/b`, `check:docs`, `manifest.json`, and what git ignores: `client/dist`, `./data/postgres`.',
      ].join('\n'),
    })
    expect(problems).toEqual([])
  })

  it('rejects an inline path that names nothing', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'README.md': '# Site\n\nThe rules: `server/src/limits/`.\n' })
    expect(problems).toEqual(['README.md:3: `server/src/limits/` names no file or folder'])
  })

  it('rejects a file named alone that no folder holds', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'README.md': '# Site\n\nSee `startup-error.ts`.\n' })
    expect(problems).toEqual(['README.md:3: `startup-error.ts` names no file of the repository'])
  })

  it('rejects a path relative to a tree folder when no tree folder holds it', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'docs/server.md': `# Server\n\n${TREE}\n\nSee \`pdf/colors.ts\`.\n` })
    expect(problems).toEqual([
      'docs/server.md:12: `pdf/colors.ts` names no file or folder (from the root or from a folder of the tree blocks of this file)',
    ])
  })

  it('rejects a tree entry missing under its folder, read from the indentation', () => {
    const tree = TREE.replace('    auth.ts       the guard', '    auth.ts       the guard\n    rate-limits.ts  the limits')
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'docs/server.md': `# Server\n\n${tree}\n` })
    expect(problems).toEqual(['docs/server.md:9: `server/src/plugins/rate-limits.ts` names no file or folder'])
  })

  it('rejects a pattern that matches nothing', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'README.md': '# Site\n\n`prisma/migrations/*/seed.sql`\n' })
    expect(problems).toEqual(['README.md:3: `prisma/migrations/*/seed.sql` names no file or folder'])
  })

  it('rejects a path that leaves the repository', () => {
    const problems = problemsOf({ ...ONE_DECISION, ...SOURCES, 'README.md': '# Site\n\nThe rules are in `../elsewhere/notes.md`.\n' })
    expect(problems).toEqual(['README.md:3: `../elsewhere/notes.md` points outside the repository'])
  })

  it('rejects a tree block that leaves out part of a folder it lists', () => {
    const problems = problemsOf({
      ...ONE_DECISION,
      ...SOURCES,
      'server/src/limits/counters.ts': '',
      'server/src/errors.ts': '',
      'docs/server.md': `# Server\n\n${TREE}\n`,
    })
    expect(problems).toEqual(['docs/server.md:4: the tree of server/src/ leaves out errors.ts, limits/'])
  })

  it('leaves the paths of decision records alone', () => {
    const problems = problemsOf({
      ...ONE_DECISION,
      'docs/decisions/0001-first.md': '# 1. First\n\nStatus: accepted\n\nThe code was in `server/src/old/place.ts`.\n',
    })
    expect(problems).toEqual([])
  })
})
